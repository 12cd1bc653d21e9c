import { z } from 'zod';
import { COMMERCE_LIMITS } from '../constants/limits';
import { SUBSCRIPTION_TEMPLATE_VERSIONS } from '../constants/productTypes';

// Spec visitor-runtime §3 (product structuredContent) and §5 (max price 100000000 cents, max SKU 60).
const Cents = z.int().min(0).max(COMMERCE_LIMITS.MAX_PRODUCT_PRICE_CENTS);
// A variant without a SKU gets a generated one when the server starts, stored once (docs/commerce.md).
const Sku = z.string().trim().min(1).max(COMMERCE_LIMITS.MAX_SKU_LENGTH).optional();

export const ProductVariant = z.object({
  sku: Sku,
  price: Cents,
  salePrice: Cents.default(0),
  onSale: z.boolean().default(false),
  qtyInStock: z.int().min(0).default(0),
  unlimited: z.boolean().default(false),
  optionValues: z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).default([]),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const SubscriptionPlan = z.object({
  billingPeriod: z.object({ value: z.int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  // Spec: 0 means indefinite.
  numBillingCycles: z.int().min(0),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const StructuredContent = z.object({
  // Spec: physical 1, digital 2, service 3, gift card 4, paywall 5.
  productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  variants: z.array(ProductVariant).default([]),
  // Digital products carry their price directly.
  priceCents: Cents.optional(),
  salePriceCents: Cents.optional(),
  onSale: z.boolean().optional(),
  subscriptionPlan: SubscriptionPlan.optional(),
  // Spec: subscription template versions 7, 7.1, 8; a product with one is a subscription.
  templateVersion: z
    .number()
    .refine((v) => (SUBSCRIPTION_TEMPLATE_VERSIONS as readonly number[]).includes(v), {
      message: `expected a subscription template version: ${SUBSCRIPTION_TEMPLATE_VERSIONS.join(', ')}`,
    })
    .optional(),
  // A digital product's own SKU (it has no variants).
  sku: Sku,
  // A digital product's file: a name in the site folder's downloads/ folder (not served publicly), sent
  // through the order's signed download link (docs/commerce.md).
  downloadFile: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected a file name in downloads/: letters, digits, . _ -')
    .optional(),
  // In the store's units (spec visitor-runtime §9).
  weight: z.number().positive().optional(),
  dimensions: z
    .object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive() })
    .optional(),
});
export type StructuredContent = z.infer<typeof StructuredContent>;

export const Product = z.object({
  id: z.string().min(1),
  urlId: z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes'),
  title: z.string().min(1),
  description: z.string().default(''),
  images: z.array(z.string()).default([]),
  structuredContent: StructuredContent,
});
export type Product = z.infer<typeof Product>;
