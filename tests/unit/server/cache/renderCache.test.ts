import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { ANONYMOUS } from '../../../../src/server/http/identity';
import { pagesRoutes } from '../../../../src/server/routes/pages/index';
import { renderPage } from '../../../../src/server/render/renderPage';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { raiseSiteVersion, readSiteVersions } from '../../../../src/server/storage/content/SiteVersions';
import { StockRepository } from '../../../../src/server/storage/commerce/StockRepository';
import { RenderCache } from '../../../../src/server/render/RenderCache';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { DEMO_SITE_FILE } from '../demoApp';

// docs/scaling.md, "Render cache": an anonymous page is rendered once per change of what it shows.
let app: FastifyInstance | undefined;
let db: Kysely<Database> | undefined;
afterEach(async () => {
  await app?.close();
  await db?.destroy();
  app = db = undefined;
});

// The pages routes alone, with the real renderer counted and the real versions of a fresh database.
async function openCountedPages() {
  db = await openTestStorage();
  const site = await loadSiteFile(DEMO_SITE_FILE);
  const stock = new StockRepository(db);
  const renders: string[] = [];
  const server = Fastify();
  await server.register(cookie);
  server.decorateRequest('identity', null as never);
  server.addHook('onRequest', async (request) => {
    request.identity =
      request.headers['x-test-member'] === '1'
        ? { ...ANONYMOUS, member: { id: 'm1', email: 'm@example.com', displayName: 'M', sessionId: 's1' } }
        : ANONYMOUS;
  });
  const database = db;
  await server.register(pagesRoutes, {
    site,
    assets: null,
    render: (input) => {
      renders.push(input.pathname);
      return renderPage(input);
    },
    readStock: (ids) => stock.readForProducts(ids),
    readVersions: () => readSiteVersions(database),
  });
  app = server;
  return { server, renders, db: database };
}

describe('the render cache', () => {
  it('renders an anonymous page once, then serves the same bytes and tag until a version moves', async () => {
    const { server, renders, db } = await openCountedPages();
    const first = await server.inject({ url: '/gallery' });
    const second = await server.inject({ url: '/gallery', headers: { 'accept-encoding': 'gzip' } });
    const third = await server.inject({ url: '/gallery' });
    expect(renders).toEqual(['/gallery']);
    expect(third.body).toBe(first.body);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    // Another path, or the same path with another query, is a page of its own.
    await server.inject({ url: '/gallery?view=2' });
    expect(renders).toEqual(['/gallery', '/gallery']);
    for (const name of ['stock', 'reviews', 'content'] as const) {
      await raiseSiteVersion(db, name, 'site');
      await server.inject({ url: '/gallery' });
      await server.inject({ url: '/gallery' });
    }
    expect(renders).toHaveLength(5);
  });

  it('never serves a member from it, nor keeps what a member was shown', async () => {
    const { server, renders } = await openCountedPages();
    await server.inject({ url: '/' });
    const member = await server.inject({ url: '/', headers: { 'x-test-member': '1' } });
    expect(member.statusCode, member.body.slice(0, 300)).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-cache');
    await server.inject({ url: '/', headers: { 'x-test-member': '1' } });
    const anonymous = await server.inject({ url: '/' });
    expect(renders).toEqual(['/', '/', '/']);
    expect(anonymous.body).not.toContain('"siteMember":{');
  });

  it('drops the least recently served pages past its size, and pages past their age', () => {
    let now = 0;
    const cache = new RenderCache(1000, 100_000, () => now);
    const page = (n: number) => ({ status: 200, html: 'x'.repeat(20_000), etag: `"${n}"`, versions: 'v' });
    cache.keep('/a', page(1));
    cache.keep('/b', page(2));
    expect(cache.find('/a', 'v')?.etag).toBe('"1"');
    cache.keep('/c', page(3));
    expect(cache.find('/b', 'v')).toBeUndefined();
    expect(cache.find('/a', 'v')?.etag).toBe('"1"');
    expect(cache.find('/a', 'w')).toBeUndefined();
    now = 1001;
    expect(cache.find('/c', 'v')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });
});
