import { z } from 'zod';
import { GIFT_CARD_CODE_ALPHABET } from '../../commerce/giftCards';

// The owner's change of a gift card's balance (issue 48), in /config/orders beside the order that bought it.
// A reason is required: it is kept with who changed it, from what and to what (gift_card_adjustments).
const CODE = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{4}(-[${GIFT_CARD_CODE_ALPHABET}]{4}){3}$`);

export const GiftCardCodeParams = z.object({ code: z.string().regex(CODE, 'expected a gift card code') });

export const GiftCardBalanceBody = z.strictObject({
  /** The new balance in minor units: from 0 to the card's amount (the card's own limit, checked by the server). */
  balanceCents: z.int('expected a whole number of minor units').min(0, 'expected 0 or more'),
  /** The balance the owner saw: a change made meanwhile (an order spending it) is not overwritten. */
  expectedBalanceCents: z.int('expected a whole number of minor units').min(0),
  reason: z.string().trim().min(3, 'say why, in 3 to 500 characters').max(500, 'say why, in 3 to 500 characters'),
});
export type GiftCardBalanceBody = z.infer<typeof GiftCardBalanceBody>;

/** One change of a card's balance as the owner's order view shows it. */
export interface GiftCardAdjustmentView {
  fromCents: number;
  toCents: number;
  reason: string;
  /** The owner's display name (or email) who made it. */
  by: string;
  createdAt: number;
}
