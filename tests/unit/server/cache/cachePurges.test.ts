import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { CachePurgeRepository } from '../../../../src/server/storage/content/CachePurgeRepository';
import { ReviewRepository } from '../../../../src/server/storage/reviews/ReviewRepository';
import { createContentStateRepository } from '../../../../src/server/storage/content/ContentStateRepository';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';

// docs/scaling.md, "Purges that are not lost" and "Purges of the pages that changed": what the shared
// caches in front of the server are told, by a recording cache that can be made to refuse.
interface Purge {
  method: string;
  banUrl: string;
  paths: string | undefined;
  answered: number;
}
let apps: FastifyInstance[] = [];
let db: Kysely<Database> | undefined;
let cache: Server | undefined;
afterEach(async () => {
  for (const app of apps) await app.close();
  await db?.destroy();
  cache?.close();
  apps = [];
  db = cache = undefined;
});

/** A cache that records every purge and answers with `status()` (200 takes it). */
async function startRecordingCache(status: () => number = () => 200) {
  const purges: Purge[] = [];
  cache = createServer((request, response) => {
    const answered = status();
    purges.push({
      method: request.method!,
      banUrl: String(request.headers['x-ban-url']),
      paths: request.headers['x-purge-paths'] as string | undefined,
      answered,
    });
    response.statusCode = answered;
    response.end();
  });
  await new Promise<void>((resolve) => cache!.listen(0, '127.0.0.1', resolve));
  return { purges, url: `http://127.0.0.1:${(cache.address() as AddressInfo).port}/` };
}

/** Whether a ban drops the page a request for this URL was cached under. */
const drops = (purge: Purge, url: string) => new RegExp(purge.banUrl).test(url);
const taken = (purges: Purge[]) => purges.filter((p) => p.answered === 200);

describe('purges of the shared caches', () => {
  it('drops the whole site at start-up, then only the pages that show a product whose stock changed', async () => {
    const recording = await startRecordingCache();
    const demo = await openDemoApp({
      httpCachePurgeUrls: [recording.url],
      // An ordinary page that shows the workshop too.
      editSite: (site) =>
        site.pages
          .find((p) => p.path === '/contact')!
          .sections.push({
            id: 'workshop',
            type: 'content',
            blocks: [{ type: 'product', id: 'workshop-block', data: { productId: 'p-workshop' } }],
          }),
    });
    apps.push(demo.app);
    db = demo.db;
    await expect.poll(() => recording.purges.length).toBe(1);
    expect(recording.purges[0]).toMatchObject({ method: 'PURGE', banUrl: '^/' });
    // Typed by hand in SQL: the stock trigger writes the purge as an order does.
    const changedAt = Date.now();
    await demo.db.updateTable('product_stock').set({ qty_in_stock: 1 }).where('sku', '=', 'SQ1000051').execute();
    await expect.poll(() => recording.purges.length, { timeout: 5_000 }).toBe(2);
    expect(Date.now() - changedAt).toBeLessThan(5_000);
    const purge = recording.purges[1]!;
    for (const url of [
      '/store/pottery-workshop',
      '/store/pottery-workshop/',
      '/store',
      '/store?category=a',
      '/contact',
    ])
      expect(drops(purge, url), url).toBe(true);
    for (const url of ['/', '/gallery', '/blog', '/store/oak-stool', '/store/pottery-workshop-2', '/contacts'])
      expect(drops(purge, url), url).toBe(false);
    expect(purge.paths?.split(' ').sort()).toEqual(['/contact', '/store', '/store/pottery-workshop']);
  });

  it("drops the reviewed product's pages when a review is approved, and the whole site for a content action", async () => {
    const recording = await startRecordingCache();
    const demo = await openDemoApp({ httpCachePurgeUrls: [recording.url] });
    apps.push(demo.app);
    db = demo.db;
    await expect.poll(() => recording.purges.length).toBe(1);
    const reviews = new ReviewRepository(demo.db);
    const [request] = await reviews.ensureRequests(
      'order-1',
      [{ line_no: 1, product_id: 'p-mug', title: 'Harbour mug' }],
      Date.now() + 60_000,
      Date.now(),
    );
    const added = await reviews.add(
      { requestId: request!.id, rating: 5, title: 't', text: 'x', name: 'Ada' },
      Date.now(),
    );
    expect(added.kind).toBe('added');
    await reviews.setStatus(added.kind === 'added' ? added.review.id : '', 'approved', Date.now());
    await expect.poll(() => recording.purges.length, { timeout: 5_000 }).toBe(2);
    expect(recording.purges[1]!.paths?.split(' ').sort()).toEqual(['/store', '/store/harbour-mug']);
    expect(drops(recording.purges[1]!, '/store/oak-stool')).toBe(false);
    await createContentStateRepository(demo.db).markDeleted('journal', 'owner-1');
    await expect.poll(() => recording.purges.length, { timeout: 5_000 }).toBe(3);
    expect(recording.purges[2]).toMatchObject({ banUrl: '^/', paths: undefined });
  });

  it('retries a purge the cache refused until it takes it, and shows the failures to an administrator', async () => {
    let refusing = true;
    const recording = await startRecordingCache(() => (refusing ? 503 : 200));
    const demo = await openDemoApp({ httpCachePurgeUrls: [recording.url] });
    apps.push(demo.app);
    db = demo.db;
    await demo.db.updateTable('product_stock').set({ qty_in_stock: 1 }).where('sku', '=', 'SQ1000051').execute();
    expect((await demo.app.inject({ url: '/api/config/cache-purges' })).statusCode).toBe(401);
    const manager = await loginOwner(demo.app, demo.db, [WebsiteRole.STORE_MANAGER]);
    expect((await demo.app.inject({ url: '/api/config/cache-purges', headers: { cookie: manager } })).statusCode).toBe(
      403,
    );
    const admin = await loginOwner(demo.app, demo.db, [WebsiteRole.ADMIN]);
    const read = () => demo.app.inject({ url: '/api/config/cache-purges', headers: { cookie: admin } });
    const status = async () => (await read()).json();
    // Both refused (the start-up purge and the product's), each waiting for its next attempt.
    await expect
      .poll(status, { timeout: 5_000 })
      .toMatchObject({ caches: 1, waiting: 2, failing: 2, givenUpLastDay: 0 });
    expect(taken(recording.purges)).toEqual([]);
    expect((await read()).headers['cache-control']).toBe('no-store');
    expect((await status()).lastError).toBe(`${recording.url}: 503`);
    refusing = false;
    await expect.poll(status, { timeout: 10_000 }).toMatchObject({ waiting: 0, failing: 0, oldestWaitingAt: null });
    // Taken since: the whole site's, which holds the product's pages (merged with it or on its own).
    expect(taken(recording.purges).map((p) => p.banUrl)).toContain('^/');
    expect(recording.purges.filter((p) => p.answered === 503).length).toBeGreaterThanOrEqual(2);
  });

  it('delivers each change once from two processes on one database', async () => {
    const recording = await startRecordingCache();
    const first = await openDemoApp({ httpCachePurgeUrls: [recording.url] });
    db = first.db;
    const second = await openDemoApp({ httpCachePurgeUrls: [recording.url], db: first.db });
    apps.push(first.app, second.app);
    await expect.poll(() => recording.purges.some((p) => p.banUrl === '^/')).toBe(true);
    const start = recording.purges.length;
    for (const sku of ['SQ1000051', 'SQ1000052'])
      await first.db.updateTable('product_stock').set({ qty_in_stock: 0 }).where('sku', '=', sku).execute();
    await expect.poll(() => recording.purges.slice(start).filter((p) => p.banUrl !== '^/').length).toBe(1);
    // Both processes have looked at the outbox since (each every second): nothing was sent twice.
    const next = recording.purges.length;
    await first.db.updateTable('product_stock').set({ qty_in_stock: 5 }).where('sku', '=', 'SQ1000051').execute();
    await expect.poll(() => recording.purges.length).toBe(next + 1);
    expect(recording.purges.slice(start).filter((p) => p.banUrl !== '^/')).toHaveLength(2);
  });

  it('gives up a purge once the pages it names have expired by themselves, and says so', async () => {
    const recording = await startRecordingCache();
    const demo = await openDemoApp({ httpCachePurgeUrls: [recording.url] });
    apps.push(demo.app);
    db = demo.db;
    await expect.poll(() => recording.purges.length).toBe(1);
    const purges = new CachePurgeRepository(demo.db);
    const hourAgo = Date.now() - 3600_000;
    await demo.db
      .insertInto('http_cache_purges')
      .values({ product_id: 'p-workshop', reason: 'stock', created_at: hourAgo, claimed_until: hourAgo + 1 })
      .execute();
    const [row] = await purges.claimDue(Date.now(), 60_000);
    // Claimed: another process would not take it meanwhile.
    expect(await purges.claimDue(Date.now(), 60_000)).toEqual([]);
    expect(await purges.markFailed([row!], 'http://cache/: ECONNREFUSED', Date.now(), Date.now() - 360_000)).toBe(1);
    const admin = await loginOwner(demo.app, demo.db, [WebsiteRole.ADMIN]);
    const status = (await demo.app.inject({ url: '/api/config/cache-purges', headers: { cookie: admin } })).json();
    expect(status).toMatchObject({ waiting: 0, givenUpLastDay: 1, lastError: 'http://cache/: ECONNREFUSED' });
  });
});
