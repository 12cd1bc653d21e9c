import { ProductType } from '../constants/productTypes';
import type { Coupon, TaxRule } from '../siteData/StorePricing';
import { createMoney } from './Money';
import type { CartEntryView, CartView, ShippingOptionView } from './CartView';
import { amountBeforeGiftCards, type OrderTotals, type TotalsDiscount, type TotalsTax } from './OrderTotals';

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
  const discounts: TotalsDiscount[] = [];
  // Goods discounts never take more than the subtotal, nor shipping discounts more than the shipping: each
  // coupon takes what it would, up to what the coupons before it left.
  let goodsLeftCents = subtotalCents;
  let shippingLeftCents = shippingCostCents;
  for (const code of coupons) {
    const coupon = settings.coupons?.find((c) => c.code === code);
    if (!coupon || couponProblem(coupon, subtotalCents, settings.now ?? Date.now()) !== null) {
      invalidCoupons.push(code);
      continue;
    }
    validCoupons.push(code);
    let amountCents: number;
    if (coupon.type === 'FREE_SHIPPING') {
      amountCents = shippingLeftCents;
      shippingLeftCents = 0;
    } else {
      const wanted =
        coupon.type === 'PERCENTAGE' ? Math.round((subtotalCents * coupon.percentage) / 100) : coupon.amountCents;
      amountCents = Math.min(wanted, goodsLeftCents);
      goodsLeftCents -= amountCents;
    }
    discounts.push({ code, type: coupon.type, amountCents });
  }
  const goodsDiscount = subtotalCents - goodsLeftCents;
  const discountCents = discounts.reduce((sum, d) => sum + d.amountCents, 0);

  const applicableTaxRules: CartView['applicableTaxRules'] = [];
  const taxes: TotalsTax[] = [];
  const goodsLeft = subtotalCents === 0 ? 0 : (subtotalCents - goodsDiscount) / subtotalCents;
  for (const rule of settings.taxRules ?? []) {
    const taxed = entries.filter((e) => (rule.productTypes as readonly number[]).includes(e.productType));
    if (taxed.length === 0) continue;
    const base =
      taxed.reduce((sum, e) => sum + e.lineTotalCents, 0) * goodsLeft +
      (rule.appliesToShipping ? shippingLeftCents : 0);
    applicableTaxRules.push({ id: rule.id, name: rule.name, rate: rule.ratePercent });
    taxes.push({
      id: rule.id,
      name: rule.name,
      ratePercent: rule.ratePercent,
      amountCents: Math.round((base * rule.ratePercent) / 100),
    });
  }
  const taxCents = taxes.reduce((sum, t) => sum + t.amountCents, 0);
  const beforeGiftCards = {
    currencyCode: settings.currencyCode,
    subtotalCents,
    discounts,
    shipping: selected ? { name: selected.name, amountCents: shippingCostCents } : null,
    taxes,
  };
  const totals: OrderTotals = {
    ...beforeGiftCards,
    giftCards: [],
    totalCents: amountBeforeGiftCards(beforeGiftCards),
  };

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
    grandTotalCents: totals.totalCents,
    totals,
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
