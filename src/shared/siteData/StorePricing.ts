import { z } from 'zod';
import { COMMERCE_LIMITS } from '../constants/limits';

const Cents = z.int().min(0).max(COMMERCE_LIMITS.MAX_PRODUCT_PRICE_CENTS);
const ProductTypeCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

// A coupon code as shoppers type it; compared without regard to case (stored upper-case).
const COUPON_CODE = /^[A-Za-z0-9_-]{3,30}$/;

const CouponBase = {
  code: z
    .string()
    .regex(COUPON_CODE, 'expected 3 to 30 letters, digits, _ or -')
    .transform((code) => code.toUpperCase()),
  // The cart's subtotal must reach this for the coupon to be valid (visitor-runtime §3: validCoupons).
  minimumSubtotalCents: Cents.default(0),
  // After this instant (ISO 8601) the coupon is invalid.
  expiresAt: z.iso.datetime({ offset: true }).optional(),
};

// Coupons of the store (visitor-runtime §3: coupons, validCoupons, invalidCoupons, discountCents).
export const Coupon = z.discriminatedUnion('type', [
  z.object({ ...CouponBase, type: z.literal('PERCENTAGE'), percentage: z.number().gt(0).max(100) }),
  z.object({ ...CouponBase, type: z.literal('FIXED_AMOUNT'), amountCents: Cents.min(1) }),
  z.object({ ...CouponBase, type: z.literal('FREE_SHIPPING') }),
]);
export type Coupon = z.infer<typeof Coupon>;

// Tax rules of the store (visitor-runtime §3: applicableTaxRules, taxCents). Prices are before tax; a rule
// taxes the lines of its product types (after their share of the discount), and shipping when it says so.
export const TaxRule = z.object({
  id: z.string().min(1).max(60),
  name: z.string().min(1).max(100),
  ratePercent: z.number().gt(0).max(100),
  productTypes: z.array(ProductTypeCode).min(1).default([1, 2, 3]),
  appliesToShipping: z.boolean().default(false),
});
export type TaxRule = z.infer<typeof TaxRule>;
