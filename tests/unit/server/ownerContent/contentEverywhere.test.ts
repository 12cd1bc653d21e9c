import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { createLiveSite } from '../../../../src/server/site/LiveSite';
import { SiteSearch } from '../../../../src/server/search/SiteSearch';
import { createContentStateRepository } from '../../../../src/server/storage/content/ContentStateRepository';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import type { SiteData } from '../../../../src/shared/siteData/SiteData';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { OWNER_CONTENT_PATHS } from '../../../../src/shared/owner/content/ownerContent';
import { loginOwner, OWNER_CRUMB as CRUMB } from '../loginOwner';

// One source of truth (docs/owners.md, "One site for every reader"): what owners publish, clone and delete is
// seen by search, the sitemap, summaries and the /config content list, also through a second app instance
// on the same database that read everything before the change.
const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/fixtures/owner-content/site.json');
let db: Kysely<Database>;
let site: SiteData;
let first: FastifyInstance;
let second: FastifyInstance;

const build = () => buildApp({ site, siteDir: path.dirname(siteFile), db, client: null });

beforeEach(async () => {
  db = await openTestStorage();
  site = await loadSiteFile(siteFile);
  first = await build();
  second = await build();
});
afterEach(async () => {
  await first.close();
  await second.close();
  await db.destroy();
});

const searchUrls = async (app: FastifyInstance, q: string) => {
  const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { url: string }[] }>().results.map((r) => r.url);
};
const sitemap = async (app: FastifyInstance) => (await app.inject({ url: '/sitemap.xml' })).body;
const summary = (app: FastifyInstance, collectionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    payload: new URLSearchParams({
      widgetJSON: JSON.stringify({ type: 'summary', id: 'sum', value: { collectionId }, collectionId }),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const contentList = async (app: FastifyInstance, cookie: string) => {
  const response = await app.inject({ url: '/api/config/content', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{
    collections: { id: string; items: { id: string; label: string; url: string | null }[] }[];
  }>();
};
const act = (app: FastifyInstance, method: 'POST' | 'DELETE', url: string, cookie: string) =>
  app.inject({ method, url, headers: { cookie, 'x-csrf-token': CRUMB }, payload: {} });

describe('owner content state for every reader of the site', () => {
  it('a post published through one instance is in search, sitemap, summaries and the content list of both', async () => {
    const cookie = await loginOwner(first, db, [WebsiteRole.EDITOR]);
    // Both instances have read (and indexed) the site before the change.
    for (const app of [first, second]) {
      expect(await searchUrls(app, 'kiln')).toEqual([]);
      expect(await sitemap(app)).not.toContain('/notes/kiln-diary');
      expect((await summary(app, 'notes')).json().data.html).not.toContain('Kiln diary');
      const draft = (await contentList(app, cookie)).collections.find((c) => c.id === 'notes')!.items[1]!;
      expect(draft).toMatchObject({ id: 'note-draft', label: 'Hidden', url: null });
    }
    expect((await act(first, 'POST', OWNER_CONTENT_PATHS.publish('notes', 'note-draft'), cookie)).statusCode).toBe(200);
    // The second instance first, so its own version check (not the first's rebuild) must find the change.
    for (const app of [second, first]) {
      expect(await searchUrls(app, 'kiln')).toEqual(['/notes/kiln-diary']);
      expect(await searchUrls(app, 'dawn')).toEqual(['/notes/kiln-diary']);
      expect(await sitemap(app)).toMatch(/<loc>http:\/\/localhost:3000\/notes\/kiln-diary<\/loc><lastmod>20/);
      const widget = await summary(app, 'notes');
      expect(widget.statusCode).toBe(200);
      expect(widget.json().data.html).toContain('Kiln diary');
      const published = (await contentList(app, cookie)).collections.find((c) => c.id === 'notes')!.items[1]!;
      expect(published).toMatchObject({ id: 'note-draft', label: 'Available', url: '/notes/kiln-diary' });
    }
  });

  it('a collection deleted through one instance leaves search, sitemap, summaries and navigation of both', async () => {
    const cookie = await loginOwner(second, db, [WebsiteRole.ADMIN]);
    for (const app of [first, second]) {
      expect(await searchUrls(app, 'first note')).toEqual(['/notes/first-note']);
      expect(await sitemap(app)).toContain('/notes/first-note');
      expect((await summary(app, 'notes')).statusCode).toBe(200);
    }
    expect((await act(second, 'DELETE', OWNER_CONTENT_PATHS.collection('notes'), cookie)).statusCode).toBe(200);
    for (const app of [first, second]) {
      expect(await searchUrls(app, 'first note')).toEqual([]);
      const xml = await sitemap(app);
      expect(xml).not.toContain('/notes');
      expect(xml).toContain('/recipes');
      const widget = await summary(app, 'notes');
      expect(widget.statusCode).toBe(400);
      expect(Object.keys(widget.json().fields)).toEqual(['$.widgetJSON.collectionId']);
      expect((await contentList(app, cookie)).collections.map((c) => c.id)).not.toContain('notes');
      // Server-made pages (search) carry the current navigation: the deleted collection's link is gone.
      const searchPage = await app.inject({ url: '/search?q=bread' });
      expect(searchPage.body).toContain('href="/recipes"');
      expect(searchPage.body).not.toContain('href="/notes"');
      expect((await app.inject({ url: '/notes/first-note' })).statusCode).toBe(404);
    }
  });

  it('reads only the content version per request while nothing changed', async () => {
    const repository = createContentStateRepository(db);
    const calls = { version: 0, read: 0 };
    const live = createLiveSite(site, {
      version: () => ((calls.version += 1), repository.version()),
      read: () => ((calls.read += 1), repository.read()),
    });
    await live.current();
    await Promise.all([live.current(), live.current(), live.current()]);
    expect(calls).toEqual({ version: 4, read: 1 });
    await repository.setItemVisibility(
      { collectionId: 'notes', itemId: 'note-draft', visibility: 1, publishedAt: Date.now() },
      'someone',
    );
    const [a, b] = await Promise.all([live.current(), live.current()]);
    expect(calls).toEqual({ version: 6, read: 2 });
    expect(a.site).toBe(b.site);
    expect(a.version).toBe(1);
    expect(a.site.collections.find((c) => c.id === 'notes')!.items[1]!.visibility).toBe(1);
    expect(site.collections.find((c) => c.id === 'notes')!.items[1]!.visibility).toBe(4);
  });

  it('keeps an index built from a newer content version than the one a slower process read', async () => {
    const repository = createContentStateRepository(db);
    const live = createLiveSite(site, repository);
    const before = await live.current();
    await repository.setItemVisibility(
      { collectionId: 'notes', itemId: 'note-draft', visibility: 1, publishedAt: Date.now() },
      'someone',
    );
    const after = await live.current();
    const search = await SiteSearch.open(after.site, db, after.version);
    expect((await search.query('kiln', ['kiln'], 1)).total).toBe(1);
    // A process that read the state before the change must not put the draft back.
    expect(await search.reindex(before.site, before.version)).toBe(false);
    expect((await search.query('kiln', ['kiln'], 1)).total).toBe(1);
  });
});
