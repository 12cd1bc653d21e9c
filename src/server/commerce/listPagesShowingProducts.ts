import type { SiteData } from '../../shared/siteData/SiteData';
import { buildItemPath } from '../../shared/links/buildItemPath';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { listShownProductIds } from './listShownProductIds';

/**
 * The paths of the pages that show any of these products, as the site data says (docs/scaling.md,
 * "Purges of the pages that changed"): each product's own item page, and every page whose product blocks,
 * store list or store summaries show one of them (listShownProductIds, what a page reads live stock for:
 * the same rule, so a page showing a product's stock is always among them). Member-only pages are left
 * out: no shared cache keeps them.
 */
export function listPagesShowingProducts(site: SiteData, productIds: ReadonlySet<string>): string[] {
  const paths = new Set<string>();
  const collections = new Map(site.collections.map((c) => [c.id, c]));
  for (const page of site.pages) {
    if (page.memberOnly) continue;
    const collection = page.collectionId ? (collections.get(page.collectionId) ?? null) : null;
    const shown = listShownProductIds(site, page, { kind: 'page', page, collection });
    if ([...shown].some((id) => productIds.has(id))) paths.add(page.path);
    if (!collection) continue;
    const prefix = page.path === '/' ? '/' : `${page.path}/`;
    for (const item of collection.items)
      if (item.productId && productIds.has(item.productId) && item.visibility === ItemVisibility.PUBLISHED)
        paths.add(prefix + buildItemPath(collection, item, site.website.timeZone));
  }
  return [...paths];
}
