// Spec visitor-runtime §3: product type codes of structuredContent.productType.
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

// Spec visitor-runtime §4: only physical and service products can sell out; digital ones never do.
export const SELL_OUT_PRODUCT_TYPES: readonly ProductTypeCode[] = [ProductType.PHYSICAL, ProductType.SERVICE];

// Spec visitor-runtime §3: subscription template versions (7.1 is a real version, not a typo).
export const SUBSCRIPTION_TEMPLATE_VERSIONS = [7, 7.1, 8] as const;

// Spec visitor-runtime §3: a subscription plan's billing period unit.
export const BILLING_PERIOD_UNITS = ['week', 'month', 'year'] as const;
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

// Spec visitor-runtime §3: numBillingCycles 0 means the subscription renews indefinitely.
export const INDEFINITE_BILLING_CYCLES = 0;
