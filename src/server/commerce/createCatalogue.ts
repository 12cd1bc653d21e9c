import type { SiteData } from '../../shared/siteData/SiteData';
import type { Product } from '../../shared/siteData/Product';
import { SELL_OUT_PRODUCT_TYPES } from '../../shared/constants/productTypes';
import { getDigitalVariant, type PricedVariant } from '../../shared/commerce/getProductPrice';

/** One thing the store sells: a product's variant, by SKU. */
export interface Sellable {
  product: Product;
  sku: string;
  price: PricedVariant;
  options: string[];
  /** Physical and service variants that are not unlimited count stock (spec visitor-runtime §4). */
  limited: boolean;
  qtyInStock: number;
  path: string | null;
}

export interface Catalogue {
  find(productId: string, sku: string): Sellable | undefined;
  all(): Sellable[];
}

function productPaths(site: SiteData): Map<string, string> {
  const paths = new Map<string, string>();
  for (const page of site.pages) {
    const collection = site.collections.find((c) => c.id === page.collectionId);
    for (const item of collection?.items ?? []) {
      if (item.productId && !paths.has(item.productId))
        paths.set(item.productId, `${page.path === '/' ? '' : page.path}/${item.urlId}`);
    }
  }
  return paths;
}

// What can be put in a cart, from the site file after SKUs are assigned (assignSkus). A digital product
// sells its own price fields under its own SKU.
export function createCatalogue(site: SiteData): Catalogue {
  const paths = productPaths(site);
  const items: Sellable[] = [];
  for (const product of site.products) {
    const content = product.structuredContent;
    const path = paths.get(product.id) ?? null;
    const digital = getDigitalVariant(content);
    if (digital && content.sku) {
      items.push({ product, sku: content.sku, price: digital, options: [], limited: false, qtyInStock: 0, path });
      continue;
    }
    const countsStock = SELL_OUT_PRODUCT_TYPES.includes(content.productType);
    for (const variant of content.variants) {
      if (!variant.sku) continue;
      items.push({
        product,
        sku: variant.sku,
        price: variant,
        options: variant.optionValues.map((o) => `${o.name}: ${o.value}`),
        limited: countsStock && !variant.unlimited,
        qtyInStock: variant.qtyInStock,
        path,
      });
    }
  }
  const byKey = new Map(items.map((item) => [`${item.product.id}\u0000${item.sku}`, item]));
  return { find: (productId, sku) => byKey.get(`${productId}\u0000${sku}`), all: () => items };
}
