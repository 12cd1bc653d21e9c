import type { OrderTotals } from './OrderTotals';
import { formatMessage } from '../messageFormat/formatMessage';
import { TOTAL_WORDS } from '../words/totalWords';
import { selectWords } from '../words/selectWords';

export type TotalLineKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'gift-card' | 'total';

/** One line of a totals list: what the shopper reads, and the signed amount it adds to the total. */
export interface TotalLine {
  kind: TotalLineKind;
  label: string;
  /** Negative for what is taken off (discounts, gift cards). */
  cents: number;
}

const formatRate = (rate: number) => `${Number(rate.toFixed(3))}%`;

// The lines every place that shows an order's money reads, in one order and with one wording: the cart,
// the checkout page, the confirmation, the owner's order view and both exports. Subtotal, each coupon with
// its code, shipping (when something is shipped), each tax with its rate, each gift card, then the total.
// The labels are in the locale's language (the shop's pages); the owner's views and exports keep English.
export function listTotalLines(totals: OrderTotals, locale = 'en-US'): TotalLine[] {
  const words = selectWords(TOTAL_WORDS, locale);
  const say = (source: string, values?: Record<string, unknown>) => formatMessage(source, locale, values);
  return [
    { kind: 'subtotal', label: say(words.subtotal), cents: totals.subtotalCents },
    ...totals.discounts.map((d) => ({
      kind: 'discount' as const,
      label: say(words.discount, { code: d.code }),
      cents: -d.amountCents,
    })),
    ...(totals.shipping
      ? [
          {
            kind: 'shipping' as const,
            label: say(words.shipping, { name: totals.shipping.name }),
            cents: totals.shipping.amountCents,
          },
        ]
      : []),
    ...totals.taxes.map((t) => ({
      kind: 'tax' as const,
      label: t.ratePercent > 0 ? `${t.name} (${formatRate(t.ratePercent)})` : t.name,
      cents: t.amountCents,
    })),
    ...totals.giftCards.map((g) => ({
      kind: 'gift-card' as const,
      label: say(words.giftCard, { code: g.maskedCode }),
      cents: -g.amountCents,
    })),
    { kind: 'total', label: say(words.total), cents: totals.totalCents },
  ];
}
