import { SELL_OUT_PRODUCT_TYPES, type ProductTypeCode } from '../constants/productTypes';

interface StockedVariant {
  qtyInStock: number;
  unlimited: boolean;
}

// Spec visitor-runtime §4: physical or service products whose every variant is limited and at zero stock
// are sold out; digital ones never.
export function isSoldOut(product: { productType: number; variants: readonly StockedVariant[] }): boolean {
  if (!SELL_OUT_PRODUCT_TYPES.includes(product.productType as ProductTypeCode)) return false;
  return product.variants.every(isVariantSoldOut);
}

export function isVariantSoldOut(variant: StockedVariant): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}
