import type { SiteData } from '../../shared/siteData/SiteData';
import type { Route } from '../../shared/siteData/resolveRoute';

// The site as shoppers should see it: each variant's stock replaced by the live figure orders have left
// (product_stock), so "Only 2 left" and "Sold out" follow the orders. The site file's figures are only the
// seed. `stock` holds the variants of the products a page shows (listShownProductIds); the others keep the
// file's figures, which that page does not show. Copies what it changes; the loaded site stays as it was.
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

/** An item route resolved on the loaded site, with its product as `live` has it (withLiveStock's copy). */
export function withLiveProduct(route: Route | null, live: SiteData): Route | null {
  if (route?.kind !== 'item' || !route.product) return route;
  const id = route.product.id;
  return { ...route, product: live.products.find((p) => p.id === id) ?? null };
}
