import type { SiteData } from '../../shared/siteData/SiteData';

// The site as shoppers should see it: each variant's stock replaced by the live figure orders have left
// (product_stock), so "Only 2 left" and "Sold out" follow the orders. The site file's figures are only the
// seed. Copies what it changes; the loaded site stays as it was.
export function withLiveStock(site: SiteData, stock: ReadonlyMap<string, number>): SiteData {
  if (stock.size === 0) return site;
  return {
    ...site,
    products: site.products.map((product) => {
      const content = product.structuredContent;
      if (!content.variants.some((v) => v.sku !== undefined && stock.has(v.sku))) return product;
      return {
        ...product,
        structuredContent: {
          ...content,
          variants: content.variants.map((v) =>
            v.sku !== undefined && stock.has(v.sku) ? { ...v, qtyInStock: stock.get(v.sku)! } : v,
          ),
        },
      };
    }),
  };
}
