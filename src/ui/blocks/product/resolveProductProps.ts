import type { Block } from '../../../shared/blocks/Block';
import type { ResolveContext } from '../resolvers';

// The product block's island receives the product itself and the store's currency, so the browser never
// needs the site file.
export function resolveProductProps(block: Block, { site }: ResolveContext): Record<string, unknown> {
  if (block.type !== 'product') return {};
  const product = site.products.find((p) => p.id === block.data.productId);
  if (!product) throw new Error(`Product block ${block.id}: no product with id "${block.data.productId}"`);
  return {
    product,
    currencyCode: site.websiteSettings.storeSettings.selectedCurrency,
    locale: site.website.locale,
  };
}
