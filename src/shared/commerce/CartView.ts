import type { Money } from './Money';
import type { OrderTotals } from './OrderTotals';

/** One line of a cart: a product's variant (by SKU) and how many. */
export interface CartEntryView {
  productId: string;
  sku: string;
  title: string;
  productType: number;
  /** The variant's option values ("Height: Low (45 cm)"), empty for a product without options. */
  options: string[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  image: string | null;
  path: string | null;
}

export interface ShippingOptionView {
  id: string;
  name: string;
  priceCents: number;
}

// Spec visitor-runtime §3: the shopping cart with every field. Numbers default to 0; totals are computed
// by the server only, in integer minor units of the store currency.
export interface CartView {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntryView[];
  shippingOptions: ShippingOptionView[];
  applicableTaxRules: { id: string; name: string; rate: number }[];
  coupons: string[];
  validCoupons: string[];
  invalidCoupons: string[];
  selectedShippingOption: ShippingOptionView | null;
  shippingLocation: { country: string; postalCode: string } | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** Every figure as lines (subtotal, each discount with its code, shipping, each tax, total): the one money model. */
  totals: OrderTotals;
  /** The store's minimum subtotal when this cart is below it (spec media-and-reporting §5), else null. */
  minimumSubtotal: Money | null;
}
