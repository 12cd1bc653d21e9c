import type { Coupon } from '../siteData/StorePricing';

/** One coupon's part of the discount, in minor units (0 when it applies but takes nothing off). */
export interface TotalsDiscount {
  code: string;
  type: Coupon['type'];
  amountCents: number;
}

/** One tax rule's tax, rounded to the minor unit. */
export interface TotalsTax {
  id: string;
  name: string;
  ratePercent: number;
  amountCents: number;
}

/** A gift card paying part (or all) of the total: its code's last characters only, never the whole code. */
export interface TotalsGiftCard {
  /** The code as the shopper may read it back: "••••7XQ2". */
  maskedCode: string;
  amountCents: number;
}

// The store's one money model (docs/architecture.md, "Money and orders"): every figure a cart, the checkout page,
// an order, its confirmation, the owner's view and the exports show, in integer minor units, computed once by
// computeCart (and, for gift cards, at checkout), stored with the order as JSON and read back as it is.
// totalCents = subtotal − discounts + shipping + taxes − gift cards, to the cent (checkOrderTotals).
export interface OrderTotals {
  currencyCode: string;
  subtotalCents: number;
  discounts: TotalsDiscount[];
  /** null: nothing is shipped. */
  shipping: { name: string; amountCents: number } | null;
  taxes: TotalsTax[];
  giftCards: TotalsGiftCard[];
  totalCents: number;
}

/** What is left to pay before gift cards. */
export function amountBeforeGiftCards(totals: Omit<OrderTotals, 'giftCards' | 'totalCents'>): number {
  return (
    totals.subtotalCents -
    totals.discounts.reduce((sum, d) => sum + d.amountCents, 0) +
    (totals.shipping?.amountCents ?? 0) +
    totals.taxes.reduce((sum, t) => sum + t.amountCents, 0)
  );
}

/** Total of the lines as stored; equal to totalCents for every totals this code makes. */
export function sumOrderTotals(totals: OrderTotals): number {
  return amountBeforeGiftCards(totals) - totals.giftCards.reduce((sum, g) => sum + g.amountCents, 0);
}

/** Applies gift cards (in order, each up to its balance) to totals without any. */
export function applyGiftCards(
  totals: OrderTotals,
  cards: readonly { maskedCode: string; balanceCents: number }[],
): OrderTotals {
  let due = amountBeforeGiftCards(totals);
  const giftCards: TotalsGiftCard[] = [];
  for (const card of cards) {
    const amountCents = Math.min(card.balanceCents, due);
    if (amountCents <= 0) continue;
    giftCards.push({ maskedCode: card.maskedCode, amountCents });
    due -= amountCents;
  }
  return { ...totals, giftCards, totalCents: due };
}
