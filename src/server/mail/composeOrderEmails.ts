import type { FormattedTotalLine } from '../../shared/commerce/formatTotalLines';
import { giftCardSendAfter, type GiftCardDetails } from '../../shared/commerce/giftCards';
import { formatMessage } from '../../shared/messageFormat/formatMessage';
import { EMAIL_WORDS } from '../../shared/words/emailWords';
import { selectWords } from '../../shared/words/selectWords';
import type { NewEmail } from '../storage/mail/OutboxRepository';

/** What the order's emails tell: all of it already formatted in the store's money and locale. */
export interface OrderEmailFacts {
  siteTitle: string;
  /** The site's public origin: every link in an email is absolute. */
  origin: string;
  locale: string;
  order: { id: string; number: string; email: string; customerName: string; confirmationPath: string };
  lines: readonly { title: string; quantity: number; total: string }[];
  totals: readonly FormattedTotalLine[];
  subscription: string | null;
  giftCards: readonly { code: string; amount: string; recipient: GiftCardDetails | null }[];
  /** A review link per product bought (issue 52). */
  reviewLinks: readonly { title: string; path: string }[];
  /** The digital products' signed download links (issue 48), with when they stop working. */
  downloads?: readonly { title: string; path: string; expiresAt: number; allowed: number }[];
  now: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

/** A plain email of paragraphs and link lists: its text and HTML say the same. */
type Part =
  | { kind: 'p'; text: string }
  | { kind: 'rows'; rows: [string, string][] }
  | { kind: 'links'; links: [string, string][] }
  | { kind: 'code'; text: string };

function render(parts: readonly Part[], siteTitle: string): { text: string; html: string } {
  const text = parts
    .map((part) =>
      part.kind === 'p' || part.kind === 'code'
        ? part.text
        : part.kind === 'rows'
          ? part.rows.map(([a, b]) => `${a}: ${b}`).join('\n')
          : part.links.map(([label, url]) => `${label}: ${url}`).join('\n'),
    )
    .join('\n\n');
  const body = parts
    .map((part) => {
      if (part.kind === 'p') return `<p>${escapeHtml(part.text).replaceAll('\n', '<br>')}</p>`;
      if (part.kind === 'code')
        return `<p style="font:600 1.4em monospace;letter-spacing:.08em">${escapeHtml(part.text)}</p>`;
      if (part.kind === 'rows')
        return `<table role="presentation" cellpadding="4">${part.rows
          .map(([a, b]) => `<tr><td>${escapeHtml(a)}</td><td style="text-align:right">${escapeHtml(b)}</td></tr>`)
          .join('')}</table>`;
      return `<ul>${part.links.map(([label, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`).join('')}</ul>`;
    })
    .join('\n');
  return {
    text,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(siteTitle)}</title></head><body style="font-family:sans-serif;max-width:36em">${body}</body></html>`,
  };
}

// The emails an order writes to the outbox (in its transaction): the confirmation to the buyer, with the
// order's lines and money lines, its link, any gift card codes kept by the buyer and a review link per
// product; and one email per gift card with a recipient, to go on the card's send date. Each in the store's
// language (emailWords.ts), as the pages the buyer saw.
export function composeOrderEmails(facts: OrderEmailFacts): NewEmail[] {
  const { order, origin, siteTitle, locale } = facts;
  const words = selectWords(EMAIL_WORDS, locale);
  const say = (key: keyof typeof words, values: Record<string, string | number>) =>
    formatMessage(words[key], locale, values);
  const site = siteTitle;
  const parts: Part[] = [
    { kind: 'p', text: say('greeting', { name: order.customerName }) },
    { kind: 'p', text: say('thanks', { number: order.number, site }) },
    { kind: 'rows', rows: facts.lines.map((l) => [`${l.quantity} × ${l.title}`, l.total]) },
    { kind: 'rows', rows: facts.totals.map((t) => [t.label, t.text]) },
  ];
  if (facts.subscription) parts.push({ kind: 'p', text: say('subscription', { terms: facts.subscription }) });
  for (const card of facts.giftCards)
    parts.push(
      card.recipient
        ? {
            kind: 'p',
            text: say('giftCardSent', {
              amount: card.amount,
              name: card.recipient.recipientName,
              email: card.recipient.recipientEmail,
              day: formatDay(card.recipient.sendOn, locale),
              code: card.code,
            }),
          }
        : { kind: 'p', text: say('giftCardKept', { amount: card.amount, code: card.code }) },
    );
  const downloads = facts.downloads ?? [];
  if (downloads.length > 0) {
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Math.min(...downloads.map((d) => d.expiresAt)),
    );
    const allowed = Math.min(...downloads.map((d) => d.allowed));
    parts.push({ kind: 'p', text: say('downloads', { allowed, until }) });
    parts.push({ kind: 'links', links: downloads.map((d) => [say('download', { title: d.title }), origin + d.path]) });
  }
  parts.push({ kind: 'links', links: [[words.yourOrder, origin + order.confirmationPath]] });
  if (facts.reviewLinks.length > 0) {
    parts.push({ kind: 'p', text: words.reviewAsk });
    parts.push({
      kind: 'links',
      links: facts.reviewLinks.map((r) => [say('review', { title: r.title }), origin + r.path]),
    });
  }
  const confirmation: NewEmail = {
    kind: 'order-confirmation',
    orderId: order.id,
    to: { address: order.email, name: order.customerName },
    subject: say('subject', { number: order.number, site }),
    ...render(parts, siteTitle),
    sendAfter: facts.now,
  };
  const gifts: NewEmail[] = facts.giftCards.flatMap((card) => {
    const recipient = card.recipient;
    if (!recipient) return [];
    const giftParts: Part[] = [
      { kind: 'p', text: say('greeting', { name: recipient.recipientName }) },
      { kind: 'p', text: say('giftFrom', { buyer: order.customerName, amount: card.amount, site }) },
      ...(recipient.message ? [{ kind: 'p' as const, text: recipient.message }] : []),
      { kind: 'p', text: words.giftCodeIntro },
      { kind: 'code', text: card.code },
      { kind: 'p', text: words.giftHowTo },
      { kind: 'links', links: [[siteTitle, `${origin}/`]] },
    ];
    return [
      {
        kind: 'gift-card' as const,
        orderId: order.id,
        to: { address: recipient.recipientEmail, name: recipient.recipientName },
        subject: say('giftSubject', { buyer: order.customerName, site }),
        ...render(giftParts, siteTitle),
        sendAfter: giftCardSendAfter(recipient.sendOn, facts.now),
      },
    ];
  });
  return [confirmation, ...gifts];
}
