import { ProductType } from '../../../shared/constants/productTypes';
import { isSoldOut, isVariantSoldOut } from '../../../shared/commerce/isSoldOut';
import type { Product, ProductVariant } from '../../../shared/siteData/Product';

// What a shopper is told about stock, from the spec's sold-out rule (visitor-runtime §4).
export function describeAvailability(
  product: Product,
  variant: ProductVariant | undefined,
): { soldOut: boolean; text: string } {
  const content = product.structuredContent;
  if (isSoldOut(content)) return { soldOut: true, text: 'Sold out' };
  if (content.productType === ProductType.DIGITAL) return { soldOut: false, text: 'Instant download' };
  if (content.productType === ProductType.GIFT_CARD) return { soldOut: false, text: 'Delivered by email' };
  if (!variant) return { soldOut: true, text: 'This combination is not available' };
  const canSellOut = content.productType === ProductType.PHYSICAL || content.productType === ProductType.SERVICE;
  if (canSellOut && isVariantSoldOut(variant)) return { soldOut: true, text: 'This option is sold out' };
  if (!variant.unlimited && variant.qtyInStock <= 5) return { soldOut: false, text: `Only ${variant.qtyInStock} left` };
  return { soldOut: false, text: 'In stock' };
}
