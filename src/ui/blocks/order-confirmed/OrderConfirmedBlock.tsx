import type { FormattedTotalLine } from '../../../shared/commerce/formatTotalLines';
import { TotalsList } from '../../commerce/TotalsList';
import { CHECKOUT_WORDS } from '../../../shared/words/checkoutWords';
import { REVIEW_WORDS } from '../../../shared/words/reviewWords';
import { GIFT_CARD_WORDS } from '../../../shared/words/giftCardWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { useWords } from '../../runtime/useWords';
import { useBlockRuntime } from '../../runtime/BlockRuntime';

export interface OrderConfirmedBlockProps {
  id: string;
  /** null: no order answers the link. */
  order: {
    number: string;
    email: string;
    lines: { title: string; quantity: number; total: string }[];
    /** The order's money lines as stored with it (the one money model), formatted. */
    totals: FormattedTotalLine[];
    payment: string;
    /** A subscription's terms as bought: renews every…, for how many payments, the next charge; else null. */
    subscription?: string | null;
    /** A digital product's signed download link per line, with when it expires and the uses left. */
    downloads?: { title: string; path: string; expires: string; usesLeft: number }[];
    /** Gift cards bought: each code, its amount and, when sent to someone, to whom and on which day. */
    giftCards?: { code: string; amount: string; recipient: { name: string; email: string; sendOn: string } | null }[];
    /** A review link per product bought (issue 52); `reviewed` once its review is in. */
    reviewLinks?: { title: string; path: string; reviewed: boolean }[];
  } | null;
  /** A download link that cannot be used (expired, used up, not valid): the page says why instead. */
  refusal?: { title: string; text: string } | null;
}

// The order-confirmed page (type 202): the order number and what was bought, with the server's figures.
export default function OrderConfirmedBlock({ order, refusal }: OrderConfirmedBlockProps) {
  const words = useWords(CHECKOUT_WORDS);
  const reviewWords = useWords(REVIEW_WORDS);
  const giftCardWords = useWords(GIFT_CARD_WORDS);
  const { locale } = useBlockRuntime().pageContext.website;
  const say = (source: string, values?: Record<string, unknown>) => formatMessage(source, locale, values);
  if (refusal)
    return (
      <section className="order-confirmed" data-download-refusal="">
        <h1>{refusal.title}</h1>
        <p>{refusal.text}</p>
      </section>
    );
  if (!order)
    return (
      <section className="order-confirmed">
        <h1>{words.orderNotFound}</h1>
        <p>{words.orderNotFoundText}</p>
      </section>
    );
  return (
    <section className="order-confirmed" aria-labelledby="order-confirmed-title">
      <h1 id="order-confirmed-title">{words.confirmedTitle}</h1>
      <OrderNumber text={say(words.orderNumber, { number: NUMBER_MARK, email: order.email })} number={order.number} />
      <dl className="checkout-summary">
        {order.lines.map((line, index) => (
          <div key={index}>
            <dt>
              {line.quantity} × {line.title}
            </dt>
            <dd>{line.total}</dd>
          </div>
        ))}
      </dl>
      <TotalsList className="order-totals" lines={order.totals} />
      {order.downloads && order.downloads.length > 0 ? (
        <section className="order-downloads" aria-labelledby="order-downloads-title">
          <h2 id="order-downloads-title">{words.downloadsTitle}</h2>
          <ul>
            {order.downloads.map((download) => (
              <li key={download.path}>
                <a
                  className="button-link button-primary button-size-medium order-download"
                  href={download.path}
                  download=""
                >
                  {say(words.download, { title: download.title })}
                </a>{' '}
                <span className="order-download-terms">
                  {say(words.downloadsLeft, { n: download.usesLeft, expires: download.expires })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.giftCards && order.giftCards.length > 0 ? (
        <section className="order-gift-cards" aria-labelledby="order-gift-cards-title">
          <h2 id="order-gift-cards-title">{say(giftCardWords.yourGiftCards, { n: order.giftCards.length })}</h2>
          <ul>
            {order.giftCards.map((card) => (
              <li key={card.code} data-gift-card="">
                {card.amount}: <code className="gift-card-code">{card.code}</code>
                {card.recipient ? (
                  <>
                    {' '}
                    {say(giftCardWords.emailedTo, {
                      name: card.recipient.name,
                      email: card.recipient.email,
                      day: card.recipient.sendOn,
                    })}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.reviewLinks && order.reviewLinks.length > 0 ? (
        <section className="order-reviews" aria-labelledby="order-reviews-title">
          <h2 id="order-reviews-title">{reviewWords.reviewWhatYouBought}</h2>
          <ul>
            {order.reviewLinks.map((link) => (
              <li key={link.path}>
                {link.reviewed ? (
                  <span>{say(reviewWords.reviewed, { title: link.title })}</span>
                ) : (
                  <a className="order-review-link" href={link.path}>
                    {say(reviewWords.reviewProduct, { title: link.title })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.subscription ? (
        <p className="order-subscription" data-subscription-terms="">
          {say(words.subscriptionTerms, { terms: order.subscription })}
        </p>
      ) : null}
      <p className="order-payment">{say(words.paidWith, { method: order.payment })}</p>
    </section>
  );
}

// The order number stands out in its sentence, wherever the language puts it.
const NUMBER_MARK = '\u0000';
function OrderNumber({ text, number }: { text: string; number: string }) {
  const [before = '', after = ''] = text.split(NUMBER_MARK);
  return (
    <p>
      {before}
      <strong className="order-number">{number}</strong>
      {after}
    </p>
  );
}
