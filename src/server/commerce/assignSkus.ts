import { randomInt } from 'node:crypto';
import type { SiteData } from '../../shared/siteData/SiteData';
import { generateSku } from '../../shared/commerce/generateSku';
import { ProductType } from '../../shared/constants/productTypes';
import type { SkuRepository } from '../storage/commerce/SkuRepository';

// Spec visitor-runtime §5: a variant without a SKU gets "SQ" and 7 random digits, once: the generated SKU
// is stored and read back on every later start. Fills the site's products in place.
export async function assignSkus(site: SiteData, skus: SkuRepository): Promise<void> {
  const taken = new Set<string>();
  for (const product of site.products) {
    const content = product.structuredContent;
    for (const variant of content.variants) if (variant.sku) taken.add(variant.sku);
    if (content.sku) taken.add(content.sku);
  }
  const generate = () => generateSku(() => randomInt(10));
  for (const product of site.products) {
    const content = product.structuredContent;
    if (content.productType === ProductType.DIGITAL && content.variants.length === 0 && !content.sku)
      content.sku = await skus.assign(product.id, 'digital', generate, taken);
    for (const [index, variant] of content.variants.entries()) {
      if (!variant.sku) variant.sku = await skus.assign(product.id, `v${index}`, generate, taken);
    }
  }
}
