import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../../../src/shared/siteData/SiteData';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { SiteSearch } from '../../../../src/server/search/SiteSearch';
import type { Database } from '../../../../src/server/storage/Database';
import { splitSearchWords } from '../../../../src/shared/search/parseSearchQuery';
import { openTestStorage } from '../../../postgres/openTestStorage';

const siteFile = path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json');
let db: Kysely<Database>;
let site: SiteData;

beforeEach(async () => {
  db = await openTestStorage();
  site = await loadSiteFile(siteFile);
});
afterEach(async () => {
  await db.destroy();
});

const find = (search: SiteSearch, text: string, page = 1) => search.query(text, splitSearchWords(text), page);
const plain = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('site search over the demo site', () => {
  it('finds a product by a word of its description, with its price, image and the word marked', async () => {
    const search = await SiteSearch.open(site, db);
    const found = await find(search, 'stoneware');
    const mug = found.results.find((r) => r.url === '/store/harbour-mug');
    expect(mug).toBeDefined();
    expect(mug!.kind).toBe('product');
    expect(mug!.price?.text).toBe('$26.00');
    expect(marked(mug!.excerpt).map((w) => w.toLowerCase())).toContain('stoneware');
    expect(plain(mug!.title)).toBe('Harbour mug');
  });

  it('ranks a title match first and finds posts and pages, never drafts or member pages', async () => {
    const search = await SiteSearch.open(site, db);
    const stool = await find(search, 'stool');
    expect(plain(stool.results[0]!.title)).toMatch(/stool/i);
    const posts = await find(search, 'firing');
    expect(posts.results.some((r) => r.kind === 'post' && r.url === '/blog/first-firing-of-the-year')).toBe(true);
    const drafts = await find(search, 'summer plans');
    expect(drafts.results.some((r) => r.url.includes('summer-plans'))).toBe(false);
    const all = await find(search, 'the');
    expect(all.results.every((r) => !r.url.startsWith('/members'))).toBe(true);
  });

  it('pages the results ten at a time', async () => {
    const many: SiteData = {
      ...site,
      collections: site.collections.map((c) =>
        c.type === 'blog'
          ? {
              ...c,
              items: Array.from({ length: 25 }, (_, i) => ({
                id: `gen-${i}`,
                urlId: `gen-${i}`,
                recordType: 1,
                title: `Driftwood note ${i}`,
                visibility: 1,
                body: ['driftwood'],
                tags: [],
              })),
            }
          : c,
      ),
    };
    const search = await SiteSearch.open(many, db);
    const first = await find(search, 'driftwood');
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.results).toHaveLength(10);
    const third = await find(search, 'driftwood', 3);
    expect(third.results).toHaveLength(5);
    expect(new Set([...first.results, ...third.results].map((r) => r.url)).size).toBe(15);
  });

  it('rebuilds only when the site data changed', async () => {
    const search = await SiteSearch.open(site, db);
    expect(await search.reindex(site)).toBe(false);
    expect((await find(search, 'bramble')).total).toBe(0);
    const changed: SiteData = {
      ...site,
      products: site.products.map((p) => (p.id === 'p-mug' ? { ...p, description: 'Bramble glaze.' } : p)),
    };
    expect(await search.reindex(changed)).toBe(true);
    expect((await find(search, 'bramble')).results.map((r) => r.url)).toEqual(['/store/harbour-mug']);
    // A server started later on the same database finds the index current.
    expect(await (await SiteSearch.open(changed, db)).reindex(changed)).toBe(false);
  });

  it('finds by the prefix of a word being typed', async () => {
    const search = await SiteSearch.open(site, db);
    expect((await find(search, 'stonew')).results.map((r) => r.url)).toContain('/store/harbour-mug');
    expect((await find(search, 'oak sto')).results.map((r) => r.url)).toContain('/store/oak-stool');
  });

  it('takes query syntax as plain words', async () => {
    const search = await SiteSearch.open(site, db);
    for (const text of ['"mug', 'mug OR -stool', 'NEAR(mug stool)', "mug' ; DROP TABLE x", 'title:mug', '*'])
      await expect(find(search, text)).resolves.toBeDefined();
  });
});
