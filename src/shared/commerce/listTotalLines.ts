import type { OrderTotals } from './OrderTotals';

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
export function listTotalLines(totals: OrderTotals): TotalLine[] {
  return [
    { kind: 'subtotal', label: 'Subtotal', cents: totals.subtotalCents },
    ...totals.discounts.map((d) => ({ kind: 'discount' as const, label: `Discount ${d.code}`, cents: -d.amountCents })),
    ...(totals.shipping
      ? [{ kind: 'shipping' as const, label: `Shipping (${totals.shipping.name})`, cents: totals.shipping.amountCents }]
      : []),
    ...totals.taxes.map((t) => ({
      kind: 'tax' as const,
      label: t.ratePercent > 0 ? `${t.name} (${formatRate(t.ratePercent)})` : t.name,
      cents: t.amountCents,
    })),
    ...totals.giftCards.map((g) => ({
      kind: 'gift-card' as const,
      label: `Gift card ${g.maskedCode}`,
      cents: -g.amountCents,
    })),
    { kind: 'total', label: 'Total', cents: totals.totalCents },
  ];
}
