import { describe, expect, it } from 'vitest';
import { listShownProductIds } from '../../../../src/server/commerce/listShownProductIds';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { resolveRoute } from '../../../../src/shared/siteData/resolveRoute';
import { selectSummaryItems } from '../../../../src/shared/blocks/selectSummaryItems';
import type { Page } from '../../../../src/shared/siteData/Page';
import { DEMO_SITE_FILE } from '../demoApp';

const site = await loadSiteFile(DEMO_SITE_FILE);
const shown = (path: string) => {
  const route = resolveRoute(site, path)!;
  return [...listShownProductIds(site, route.page, route)].sort();
};
const store = site.collections.find((c) => c.type === 'store')!;

describe('the products a page shows (whose live stock it reads)', () => {
  it('is none for a page without products', () => {
    expect(shown('/contact')).toEqual([]);
    expect(shown('/')).toEqual([]);
  });

  it("is the store list's published products, and an item page's product", () => {
    const published = store.items.filter((i) => i.visibility === 1 && i.productId).map((i) => i.productId);
    expect(published.length).toBeGreaterThan(1);
    expect(shown('/store')).toEqual([...new Set(published)].sort());
    expect(shown('/store/pottery-workshop')).toEqual(['p-workshop']);
  });

  it("is a page's product blocks, and the products its summaries of the store list", () => {
    const page: Page = {
      ...site.pages.find((p) => p.path === '/contact')!,
      sections: [
        {
          id: 's',
          type: 'content',
          blocks: [
            { type: 'product', id: 'b1', data: { productId: 'p-mug' } },
            { type: 'summary', id: 'b2', data: { collectionId: store.id, design: 'grid', pageSize: 1 } },
          ],
        } as Page['sections'][number],
      ],
    };
    // pageSize 1: the mug and the newest item, the one the summary lists.
    const newest = selectSummaryItems(store, 1)[0]!.productId!;
    expect(newest).not.toBe('p-mug');
    expect([...listShownProductIds(site, page, null)].sort()).toEqual(['p-mug', newest].sort());
  });
});
