import { ProductType } from '../constants/productTypes';
import type { Coupon, TaxRule } from '../siteData/StorePricing';
import { createMoney } from './Money';
import type { CartEntryView, CartView, ShippingOptionView } from './CartView';

interface CartState {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  selectedShippingOptionId: string | null;
  shippingLocation: CartView['shippingLocation'];
  /** The coupon codes the shopper entered, upper-case, in the order entered. */
  couponCodes?: readonly string[];
}

export interface CartSettings {
  currencyCode: string;
  shippingOptions: readonly ShippingOptionView[];
  minimumSubtotalCents: number;
  coupons?: readonly Coupon[];
  taxRules?: readonly TaxRule[];
  /** Now, in milliseconds: coupons past their expiry are invalid. */
  now?: number;
}

/** Why an entered code does not apply now, or null when it does. */
function couponProblem(coupon: Coupon | undefined, subtotalCents: number, now: number): string | null {
  if (!coupon) return 'unknown';
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now) return 'expired';
  if (subtotalCents < coupon.minimumSubtotalCents) return 'minimum';
  return null;
}

// Totals in integer minor units, computed by the server only (visitor-runtime §3). Physical goods need
// shipping; digital products, gift cards (sent by email) and services do not. The shipping option is the
// chosen one, else the first; its price counts only when something is shipped.
// Coupons: each entered code is valid (known, not expired, the subtotal at its minimum) or invalid; the valid
// ones' discounts add up, a percentage of the subtotal, a fixed amount, or the shipping cost, never more than
// the subtotal plus shipping. Taxes: prices are before tax; each rule whose product types are in the cart
// taxes those lines after their proportional share of the goods discount (and the shipping left to pay when
// it applies to shipping), rounded to the minor unit per rule.
export function computeCart(state: CartState, entries: readonly CartEntryView[], settings: CartSettings): CartView {
  const subtotalCents = entries.reduce((sum, e) => sum + e.lineTotalCents, 0);
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);
  const requiresShipping = entries.some((e) => e.productType === ProductType.PHYSICAL);
  const hasDigital = entries.some((e) => e.productType === ProductType.DIGITAL);
  const selected = requiresShipping
    ? (settings.shippingOptions.find((o) => o.id === state.selectedShippingOptionId) ??
      settings.shippingOptions[0] ??
      null)
    : null;
  const shippingCostCents = selected?.priceCents ?? 0;

  const coupons = [...(state.couponCodes ?? [])];
  const validCoupons: string[] = [];
  const invalidCoupons: string[] = [];
  let goodsDiscount = 0;
  let shippingDiscount = 0;
  for (const code of coupons) {
    const coupon = settings.coupons?.find((c) => c.code === code);
    if (!coupon || couponProblem(coupon, subtotalCents, settings.now ?? Date.now()) !== null) {
      invalidCoupons.push(code);
      continue;
    }
    validCoupons.push(code);
    if (coupon.type === 'PERCENTAGE') goodsDiscount += Math.round((subtotalCents * coupon.percentage) / 100);
    else if (coupon.type === 'FIXED_AMOUNT') goodsDiscount += coupon.amountCents;
    else shippingDiscount = shippingCostCents;
  }
  goodsDiscount = Math.min(goodsDiscount, subtotalCents);
  shippingDiscount = Math.min(shippingDiscount, shippingCostCents);
  const discountCents = goodsDiscount + shippingDiscount;

  const applicableTaxRules: CartView['applicableTaxRules'] = [];
  let taxCents = 0;
  const goodsLeft = subtotalCents === 0 ? 0 : (subtotalCents - goodsDiscount) / subtotalCents;
  for (const rule of settings.taxRules ?? []) {
    const taxed = entries.filter((e) => (rule.productTypes as readonly number[]).includes(e.productType));
    if (taxed.length === 0) continue;
    const base =
      taxed.reduce((sum, e) => sum + e.lineTotalCents, 0) * goodsLeft +
      (rule.appliesToShipping ? shippingCostCents - shippingDiscount : 0);
    applicableTaxRules.push({ id: rule.id, name: rule.name, rate: rule.ratePercent });
    taxCents += Math.round((base * rule.ratePercent) / 100);
  }

  return {
    id: state.id,
    websiteId: state.websiteId,
    orderId: state.orderId,
    created: state.created,
    isPurchased: state.isPurchased,
    entries: [...entries],
    shippingOptions: requiresShipping ? [...settings.shippingOptions] : [],
    applicableTaxRules,
    coupons,
    validCoupons,
    invalidCoupons,
    selectedShippingOption: selected,
    shippingLocation: state.shippingLocation,
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity,
    subtotalAmount: createMoney(subtotalCents, settings.currencyCode),
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every((e) => e.productType === ProductType.DIGITAL),
    requiresShipping,
    minimumSubtotal:
      entries.length > 0 && subtotalCents < settings.minimumSubtotalCents
        ? createMoney(settings.minimumSubtotalCents, settings.currencyCode)
        : null,
  };
}
