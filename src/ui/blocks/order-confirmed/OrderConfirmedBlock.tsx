import type { FormattedTotalLine } from '../../../shared/commerce/formatTotalLines';
import { TotalsList } from '../../commerce/TotalsList';

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
        <h1>Order not found</h1>
        <p>This confirmation link does not match an order.</p>
      </section>
    );
  return (
    <section className="order-confirmed" aria-labelledby="order-confirmed-title">
      <h1 id="order-confirmed-title">Thank you: your order is confirmed</h1>
      <p>
        Order number <strong className="order-number">{order.number}</strong>. A confirmation goes to {order.email}.
      </p>
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
          <h2 id="order-downloads-title">Your downloads</h2>
          <ul>
            {order.downloads.map((download) => (
              <li key={download.path}>
                <a
                  className="button-link button-primary button-size-medium order-download"
                  href={download.path}
                  download=""
                >
                  {`Download ${download.title}`}
                </a>{' '}
                <span className="order-download-terms">
                  {download.usesLeft > 0
                    ? `${download.usesLeft} ${download.usesLeft === 1 ? 'download' : 'downloads'} left, until ${download.expires}`
                    : 'No downloads left'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.giftCards && order.giftCards.length > 0 ? (
        <section className="order-gift-cards" aria-labelledby="order-gift-cards-title">
          <h2 id="order-gift-cards-title">{order.giftCards.length === 1 ? 'Your gift card' : 'Your gift cards'}</h2>
          <ul>
            {order.giftCards.map((card) => (
              <li key={card.code} data-gift-card="">
                {card.amount}: <code className="gift-card-code">{card.code}</code>
                {card.recipient ? (
                  <>
                    {' '}
                    — emailed to {card.recipient.name} ({card.recipient.email}) on {card.recipient.sendOn}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.reviewLinks && order.reviewLinks.length > 0 ? (
        <section className="order-reviews" aria-labelledby="order-reviews-title">
          <h2 id="order-reviews-title">Review what you bought</h2>
          <ul>
            {order.reviewLinks.map((link) => (
              <li key={link.path}>
                {link.reviewed ? (
                  <span>{link.title}: thank you for your review</span>
                ) : (
                  <a className="order-review-link" href={link.path}>{`Review ${link.title}`}</a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.subscription ? (
        <p className="order-subscription" data-subscription-terms="">
          Subscription: {order.subscription}
        </p>
      ) : null}
      <p className="order-payment">Payment: {order.payment}</p>
    </section>
  );
}
