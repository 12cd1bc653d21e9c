import type { Block } from '../../../shared/blocks/Block';
import type { ResolveContext } from '../resolvers';
import { resolveStoreMoneyStyle } from '../resolveStoreMoneyStyle';
import { describeMeasurements } from '../../../shared/commerce/describeMeasurements';

// The island gets the product, the store's money style and measurement texts: no site file, no browser ICU.
export function resolveProductProps(block: Block, { site }: ResolveContext): Record<string, unknown> {
  if (block.type !== 'product') return {};
  const product = site.products.find((p) => p.id === block.data.productId);
  if (!product) throw new Error(`Product block ${block.id}: no product with id "${block.data.productId}"`);
  const { measurementStandard } = site.websiteSettings.storeSettings;
  return {
    product,
    moneyStyle: resolveStoreMoneyStyle(site),
    measurements: describeMeasurements(product.structuredContent, measurementStandard, site.website.locale),
    websiteId: site.website.id,
  };
}
