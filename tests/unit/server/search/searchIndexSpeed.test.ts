import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { SearchIndex } from '../../../../src/server/storage/search/SearchIndex';
import { dialectOf } from '../../../../src/server/storage/dialect/dialectOf';
import type { SearchDocument } from '../../../../src/server/search/collectSearchDocuments';
import { openTestStorage } from '../../../postgres/openTestStorage';

// The SQLite search path keeps its prepared statements and each query's ranking (SearchIndex,
// docs/search-and-reviews.md "Speed"): it must answer exactly what the plain path answers, page by page, and
// forget its rankings when the index is rebuilt.
let db: Kysely<Database>;
beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await db.destroy();
});

const VOCABULARY = 'oak ash elm clay kiln glaze mug bowl tide rope sail lamp wool linen stone river'.split(' ');
function documents(count: number, extra: SearchDocument[] = []): SearchDocument[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = (n: number) => Array.from({ length: n }, () => VOCABULARY[Math.floor(random() * 16)]).join(' ');
  const generated = Array.from({ length: count }, (_, i) => ({
    kind: 'post' as const,
    url: `/blog/p${i}`,
    title: `${words(2)} ${i}`,
    body: words(40),
    productId: null,
    image: null,
  }));
  return [...generated, ...extra];
}

type PlainPath = { searchKysely(match: string, offset: number, limit: number): Promise<unknown> };

describe('search index speed path', () => {
  it('answers what the plain query path answers, for every page, first asked or repeated', async () => {
    const index = new SearchIndex(db, 'english');
    await index.sync(documents(1500));
    const queries = [['oak'], ['oa'], ['clay', 'kiln'], ['st'], ['linen', '12'], ['nothing']];
    for (const words of queries) {
      // Pages 1 to MAX_PAGE (100) are all a visitor can ask for (parseSearchQuery).
      for (const offset of [0, 10, 500, 990]) {
        const fast = await index.search(words.join(' '), words, offset, 10);
        const again = await index.search(words.join(' '), words, offset, 10);
        expect(again).toEqual(fast);
        if (dialectOf(db) !== 'sqlite') continue;
        const match = words.map((w) => `"${w}"*`).join(' ');
        expect(fast).toEqual(await (index as unknown as PlainPath).searchKysely(match, offset, 10));
      }
    }
    const common = await index.search('oak', ['oak'], 0, 10);
    // SQLite counts up to the last page a visitor may open (100 pages of 10, plus one); PostgreSQL exactly.
    expect(common.total).toBeGreaterThanOrEqual(1001);
    if (dialectOf(db) === 'sqlite') expect(common.total).toBe(1001);
    expect(common.hits).toHaveLength(10);
  });

  it('forgets its rankings when the index is rebuilt for new documents', async () => {
    const index = new SearchIndex(db, 'english');
    await index.sync(documents(50));
    expect((await index.search('zebra', ['zebra'], 0, 10)).total).toBe(0);
    expect((await index.search('oak', ['oak'], 0, 10)).total).toBeGreaterThan(0);
    const zebra = { kind: 'page' as const, url: '/zebra', title: 'Zebra oak', body: '', productId: null, image: null };
    expect(await index.sync(documents(50, [zebra]))).toBe(true);
    const found = await index.search('zebra', ['zebra'], 0, 10);
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({ url: '/zebra', title: 'Zebra oak' });
    // A title match ranks first among the repeated query's results after the rebuild.
    expect((await index.search('oak', ['oak'], 0, 10)).hits[0]?.url).toBe('/zebra');
  });
});
