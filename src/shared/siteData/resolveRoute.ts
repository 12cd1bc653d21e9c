import type { SiteData } from './SiteData';
import type { Page } from './Page';
import type { Collection, CollectionItem } from './Collection';
import type { Product } from './Product';
import { buildItemPath } from '../links/buildItemPath';

export type Route =
  | { kind: 'page'; page: Page; collection: Collection | null }
  | { kind: 'item'; page: Page; collection: Collection; item: CollectionItem; product: Product | null };

// Spec visitor-runtime §9 item visibility: only published items (1) are served to visitors.
const PUBLISHED = 1;

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// A page's own path, or a collection page's path plus an item's path (its urlId, or its blog's format).
export function resolveRoute(site: SiteData, pathname: string): Route | null {
  const path = normalisePath(pathname);
  const collections = new Map(site.collections.map((c) => [c.id, c]));
  const page = site.pages.find((p) => p.path === path);
  if (page)
    return { kind: 'page', page, collection: page.collectionId ? (collections.get(page.collectionId) ?? null) : null };
  // An item: under a collection page, at its URL id or its blog's tokenized format (visitor-runtime §5).
  for (const parent of site.pages) {
    const collection = parent.collectionId ? collections.get(parent.collectionId) : undefined;
    const prefix = parent.path === '/' ? '/' : `${parent.path}/`;
    if (!collection || !path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const item = collection.items.find(
      (i) => i.visibility === PUBLISHED && buildItemPath(collection, i, site.website.timeZone) === rest,
    );
    if (!item) continue;
    const product = item.productId ? (site.products.find((p) => p.id === item.productId) ?? null) : null;
    return { kind: 'item', page: parent, collection, item, product };
  }
  return null;
}
