import type { SiteData } from '../../shared/siteData/SiteData';
import { ItemVisibility } from '../../shared/constants/itemVisibility';

// The product page of a product: the published item of a store collection that sells it, under its page.
export function findProductPath(site: SiteData, productId: string): string | null {
  for (const page of site.pages) {
    const collection = page.collectionId ? site.collections.find((c) => c.id === page.collectionId) : undefined;
    const item = collection?.items.find((i) => i.productId === productId && i.visibility === ItemVisibility.PUBLISHED);
    if (item) return `${page.path === '/' ? '' : page.path}/${item.urlId}`;
  }
  return null;
}
