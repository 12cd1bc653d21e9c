import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { Route } from '../../shared/siteData/resolveRoute';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { selectSummaryItems } from '../../shared/blocks/selectSummaryItems';

// The products one page shows, whose live stock it needs (docs/commerce.md, "Live stock"): the product
// blocks of its sections (all of them: a members-only section is rendered for members), the products of the
// store list it is the page of, the product of an item page, and the products among the items its summaries
// list. Everything else on a page (header, footer, the cart indicator) shows no stock.
export function listShownProductIds(site: SiteData, page: Page, route: Route | null): Set<string> {
  const ids = new Set<string>();
  if (route?.kind === 'item') {
    if (route.item.productId) ids.add(route.item.productId);
  } else if (route?.collection?.type === 'store') {
    for (const item of route.collection.items)
      if (item.productId && item.visibility === ItemVisibility.PUBLISHED) ids.add(item.productId);
  }
  for (const section of page.sections)
    for (const block of section.blocks) {
      if (block.type === 'product') ids.add(block.data.productId);
      else if (block.type === 'summary') {
        const collection = site.collections.find((c) => c.id === block.data.collectionId);
        if (collection?.type !== 'store') continue;
        for (const item of selectSummaryItems(collection, block.data.pageSize))
          if (item.productId) ids.add(item.productId);
      }
    }
  return ids;
}
