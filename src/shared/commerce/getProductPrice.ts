import { ProductType } from '../constants/productTypes';
import { PRICE_MESSAGES } from '../messages/checkoutMessages';
import { createMoney, type Money } from './Money';
import { formatMoney } from './formatMoney';

export interface PricedVariant {
  price: number;
  salePrice: number;
  onSale: boolean;
}

export interface PricedProduct {
  productType: number;
  variants: readonly PricedVariant[];
  priceCents?: number | undefined;
  salePriceCents?: number | undefined;
  onSale?: boolean | undefined;
}

/** What a shopper is asked to pay: the current price, the regular one when on sale, and the line to show. */
export interface ProductPrice {
  current: Money;
  /** The price before the sale, shown struck through; absent when nothing is on sale. */
  regular: Money | null;
  /** True when variants cost different amounts and `current` is the lowest ("from {startingPrice}"). */
  startingFrom: boolean;
  text: string;
}

function effectiveCents(v: PricedVariant): number {
  return v.onSale ? v.salePrice : v.price;
}

/** The price of one variant, with its regular price when it is on sale for less. */
export function getVariantPrice(variant: PricedVariant, currencyCode: string, locale?: string): ProductPrice {
  const current = createMoney(effectiveCents(variant), currencyCode);
  const regular = variant.onSale && variant.salePrice < variant.price ? createMoney(variant.price, currencyCode) : null;
  return { current, regular, startingFrom: false, text: formatMoney(current, { locale }) };
}

// Spec visitor-runtime §1 and §3: digital products carry priceCents, salePriceCents and onSale; other
// products are priced by their variants, and when variant prices differ the text is "from {startingPrice}".
export function getProductPrice(product: PricedProduct, currencyCode: string, locale?: string): ProductPrice | null {
  if (product.productType === ProductType.DIGITAL && product.priceCents !== undefined) {
    return getVariantPrice(
      { price: product.priceCents, salePrice: product.salePriceCents ?? 0, onSale: product.onSale ?? false },
      currencyCode,
      locale,
    );
  }
  const [first, ...others] = product.variants;
  if (!first) return null;
  const lowest = others.reduce((low, v) => (effectiveCents(v) < effectiveCents(low) ? v : low), first);
  const differ = others.some((v) => effectiveCents(v) !== effectiveCents(first));
  if (!differ) return getVariantPrice(lowest, currencyCode, locale);
  const current = createMoney(effectiveCents(lowest), currencyCode);
  return {
    current,
    regular: null,
    startingFrom: true,
    text: PRICE_MESSAGES.fromPrice(formatMoney(current, { locale })),
  };
}
