import { ProductType } from '../constants/productTypes';
import { PRICE_WORDS } from '../words/priceWords';
import { selectWords } from '../words/selectWords';
import { formatMessage } from '../messageFormat/formatMessage';
import { createMoney, type Money } from './Money';
import type { MoneyStyle } from './MoneyStyle';
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

/** What a shopper is asked to pay: the current price, the regular one when on sale, and their texts. */
interface ProductPrice {
  current: Money;
  /** The price before the sale, shown struck through; absent when nothing is on sale. */
  regular: Money | null;
  /** True when variants cost different amounts and `current` is the lowest ("from {startingPrice}"). */
  startingFrom: boolean;
  text: string;
  regularText: string | null;
}

/** What a variant costs now: its sale price while on sale, else its price. */
export function getEffectiveCents(v: PricedVariant): number {
  return v.onSale ? v.salePrice : v.price;
}

/** The price of one variant, with its regular price when it is on sale for less. */
export function getVariantPrice(variant: PricedVariant, style: MoneyStyle): ProductPrice {
  const current = createMoney(getEffectiveCents(variant), style.currencyCode);
  const regular =
    variant.onSale && variant.salePrice < variant.price ? createMoney(variant.price, style.currencyCode) : null;
  const text = formatMoney(current, style);
  return { current, regular, startingFrom: false, text, regularText: regular ? formatMoney(regular, style) : null };
}

/** A digital product's own price fields as the one variant it sells. */
export function getDigitalVariant(product: PricedProduct): PricedVariant | null {
  if (product.productType !== ProductType.DIGITAL || product.priceCents === undefined) return null;
  return { price: product.priceCents, salePrice: product.salePriceCents ?? 0, onSale: product.onSale ?? false };
}

// Spec visitor-runtime §1 and §3: digital products carry their own price fields, others are priced by their
// variants: "from {lowest effective price}" when those differ.
export function getProductPrice(product: PricedProduct, style: MoneyStyle): ProductPrice | null {
  const digital = getDigitalVariant(product);
  if (digital) return getVariantPrice(digital, style);
  const [first, ...others] = product.variants;
  if (!first) return null;
  const lowest = others.reduce((low, v) => (getEffectiveCents(v) < getEffectiveCents(low) ? v : low), first);
  const differ = others.some((v) => getEffectiveCents(v) !== getEffectiveCents(first));
  if (!differ) return getVariantPrice(lowest, style);
  const current = createMoney(getEffectiveCents(lowest), style.currencyCode);
  const text = formatMessage(selectWords(PRICE_WORDS, style.locale).fromPrice, style.locale, {
    startingPrice: formatMoney(current, style),
  });
  return { current, regular: null, startingFrom: true, text, regularText: null };
}
