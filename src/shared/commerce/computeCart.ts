import { ProductType } from '../constants/productTypes';
import { createMoney } from './Money';
import type { CartEntryView, CartView, ShippingOptionView } from './CartView';

export interface CartState {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  selectedShippingOptionId: string | null;
  shippingLocation: CartView['shippingLocation'];
}

export interface CartSettings {
  currencyCode: string;
  shippingOptions: readonly ShippingOptionView[];
  minimumSubtotalCents: number;
}

// Totals in integer minor units, computed by the server only. Physical goods need shipping; digital
// products and gift cards (sent by email) and services do not. The shipping option is the chosen one, else
// the first; its price counts only when something is shipped. Taxes and coupons are not configured yet, so
// their fields are empty and 0.
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
  const taxCents = 0;
  const discountCents = 0;
  return {
    id: state.id,
    websiteId: state.websiteId,
    orderId: state.orderId,
    created: state.created,
    isPurchased: state.isPurchased,
    entries: [...entries],
    shippingOptions: requiresShipping ? [...settings.shippingOptions] : [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
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
