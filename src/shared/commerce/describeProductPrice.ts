import { PRICE_WORDS } from '../words/priceWords';
import { selectWords } from '../words/selectWords';
import { getProductPrice, getVariantPrice, type PricedProduct, type PricedVariant } from './getProductPrice';
import { getSubscriptionText, type BillingPlan } from './getSubscriptionText';
import type { MoneyStyle } from './MoneyStyle';

export interface PriceLine {
  text: string;
  /** The regular price, struck through beside a sale price. */
  regularText: string | null;
  /** A subscription's cadence, repeated after both prices on a sale. */
  cadence: string | null;
  unavailable: boolean;
}

interface DescribedProduct extends PricedProduct {
  subscriptionPlan?: BillingPlan | undefined;
  templateVersion?: number | undefined;
}

// The price line of a product page, list card or cart line: the chosen variant's price, or the product's
// (with "from …" when variants differ); a subscription adds its cadence; a subscription product (it has a
// subscription template version) whose plan is missing shows "Unavailable".
export function describeProductPrice(
  product: DescribedProduct,
  variant: PricedVariant | undefined,
  style: MoneyStyle,
): PriceLine | null {
  if (product.templateVersion !== undefined && !product.subscriptionPlan)
    return {
      text: selectWords(PRICE_WORDS, style.locale).unavailable,
      regularText: null,
      cadence: null,
      unavailable: true,
    };
  const price = variant ? getVariantPrice(variant, style) : getProductPrice(product, style);
  if (!price) return null;
  const cadence = product.subscriptionPlan ? getSubscriptionText(product.subscriptionPlan, style.locale) : null;
  return { text: price.text, regularText: price.regularText, cadence, unavailable: false };
}
