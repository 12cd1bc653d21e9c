import type { SiteData } from './SiteData';
import type { Page } from './Page';
import type { Collection, CollectionItem } from './Collection';
import type { Product } from './Product';

export type Route =
  | { kind: 'page'; page: Page; collection: Collection | null }
  | { kind: 'item'; page: Page; collection: Collection; item: CollectionItem; product: Product | null };

// Spec visitor-runtime §9 item visibility: only published items (1) are served to visitors.
const PUBLISHED = 1;

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// A page's own path, or a collection page's path plus an item's urlId.
export function resolveRoute(site: SiteData, pathname: string): Route | null {
  const path = normalisePath(pathname);
  const collections = new Map(site.collections.map((c) => [c.id, c]));
  const page = site.pages.find((p) => p.path === path);
  if (page)
    return { kind: 'page', page, collection: page.collectionId ? (collections.get(page.collectionId) ?? null) : null };
  const slash = path.lastIndexOf('/');
  const parentPath = slash <= 0 ? '/' : path.slice(0, slash);
  const urlId = path.slice(slash + 1);
  const parent = site.pages.find((p) => p.path === parentPath && p.collectionId);
  const collection = parent?.collectionId ? collections.get(parent.collectionId) : undefined;
  const item = collection?.items.find((i) => i.urlId === urlId && i.visibility === PUBLISHED);
  if (!parent || !collection || !item) return null;
  const product = item.productId ? (site.products.find((p) => p.id === item.productId) ?? null) : null;
  return { kind: 'item', page: parent, collection, item, product };
}
