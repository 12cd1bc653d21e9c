import { ProductType } from '../../../shared/constants/productTypes';
import { isSoldOut, isVariantSoldOut } from '../../../shared/commerce/isSoldOut';
import type { Product, ProductVariant } from '../../../shared/siteData/Product';
import type { Words } from '../../../shared/words/WordCatalogue';
import type { PRODUCT_WORDS } from '../../../shared/words/productWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';

// What a shopper is told about stock, from the spec's sold-out rule (visitor-runtime §4).
export function describeAvailability(
  product: Product,
  variant: ProductVariant | undefined,
  words: Words<keyof (typeof PRODUCT_WORDS)['en']>,
  locale: string,
): { soldOut: boolean; text: string } {
  const content = product.structuredContent;
  if (isSoldOut(content)) return { soldOut: true, text: words.soldOut };
  if (content.productType === ProductType.DIGITAL) return { soldOut: false, text: words.instantDownload };
  if (content.productType === ProductType.GIFT_CARD) return { soldOut: false, text: words.deliveredByEmail };
  if (!variant) return { soldOut: true, text: words.combinationUnavailable };
  const canSellOut = content.productType === ProductType.PHYSICAL || content.productType === ProductType.SERVICE;
  if (canSellOut && isVariantSoldOut(variant)) return { soldOut: true, text: words.optionSoldOut };
  if (!variant.unlimited && variant.qtyInStock <= 5)
    return { soldOut: false, text: formatMessage(words.onlyLeft, locale, { n: variant.qtyInStock }) };
  return { soldOut: false, text: words.inStock };
}
