import { z } from 'zod';

// A change's idempotency key: a retried or double-clicked change carrying the same key lands once.
const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected 16 to 64 letters, digits, _ or -');
const Quantity = z.int().min(0).max(999);

/** POST /api/commerce/cart/entries */
export const AddToCartBody = z.object({
  productId: z.string().min(1).max(200),
  sku: z.string().min(1).max(60),
  quantity: Quantity.min(1),
  idempotencyKey: IdempotencyKey,
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** PUT /api/commerce/cart/entries: set a line's quantity; 0 removes it. */
export const UpdateCartEntryBody = z.object({
  sku: z.string().min(1).max(60),
  quantity: Quantity,
  idempotencyKey: IdempotencyKey,
});
export type UpdateCartEntryBody = z.infer<typeof UpdateCartEntryBody>;

/** POST and DELETE /api/commerce/cart/coupons: enter or remove a coupon code (case does not matter). */
export const CouponBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,30}$/, 'expected 3 to 30 letters, digits, _ or -'),
});
export type CouponBody = z.infer<typeof CouponBody>;

/** POST /checkout (a form): who buys, where it goes, how it is paid. */
export const CheckoutForm = z.object({
  idempotencyKey: IdempotencyKey,
  email: z
    .string()
    .trim()
    .min(3)
    .max(256)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'expected an email address'),
  name: z.string().trim().min(1, 'expected a name').max(200),
  address1: z.string().trim().max(200).default(''),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
  country: z.string().trim().max(100).default(''),
  shippingOptionId: z.string().max(60).default(''),
  paymentMethod: z.string().min(1, 'expected a payment method').max(60),
  /** A gift card code paying toward the total (cart checkout only); empty: none. */
  giftCardCode: z.string().trim().max(40).default(''),
});
export type CheckoutForm = z.infer<typeof CheckoutForm>;
