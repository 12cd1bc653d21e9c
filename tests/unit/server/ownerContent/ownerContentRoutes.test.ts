import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { WebsiteRole, type WebsiteRoleCode } from '../../../../src/shared/constants/roles';
import { ACTION_NOT_ALLOWED, OWNER_CONTENT_PATHS } from '../../../../src/shared/owner/content/ownerContent';
import { loginOwner, OWNER_CRUMB as CRUMB } from '../loginOwner';

const root = path.resolve(import.meta.dirname, '../../../..');
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  const siteFile = path.join(root, 'sites/fixtures/owner-content/site.json');
  app = await buildApp({ site: await loadSiteFile(siteFile), siteDir: path.dirname(siteFile), db, client: null });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const ownerCookie = (roles: WebsiteRoleCode[]) => loginOwner(app, db, roles);
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown, crumb = true) =>
  app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(crumb ? { 'x-csrf-token': CRUMB } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const storedRows = async () => [
  ...(await db.selectFrom('content_item_states').selectAll().execute()),
  ...(await db.selectFrom('content_collection_states').selectAll().execute()),
];
const pageContextOf = (html: string) =>
  JSON.parse(/<script[^>]*id="page-context"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as {
    demoCollections: string[];
  };

describe('owner content actions (visitor-runtime §2 owner modals)', () => {
  it('publishes a draft post: stored, served to visitors, answered with its absolute URL', async () => {
    const draftPath = '/notes/kiln-diary';
    expect((await app.inject({ url: draftPath })).statusCode).toBe(404);
    const cookie = await ownerCookie([WebsiteRole.EDITOR]);
    const view = await send('GET', OWNER_CONTENT_PATHS.collection('notes'), cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json().items).toContainEqual(
      expect.objectContaining({ id: 'note-draft', visibility: 4, workflowLabel: 'Hidden' }),
    );
    const published = await send('POST', OWNER_CONTENT_PATHS.publish('notes', 'note-draft'), cookie, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().item).toMatchObject({
      id: 'note-draft',
      title: 'Kiln diary',
      visibility: 1,
      workflowLabel: 'Available',
      url: `http://localhost:80${draftPath}`,
    });
    const page = await app.inject({ url: draftPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fired at dawn.');
    expect((await app.inject({ url: '/notes' })).body).toContain('Kiln diary');
  });

  it('keeps a given publication time and names bad fields with 400, storing nothing', async () => {
    const cookie = await ownerCookie([WebsiteRole.ADMIN]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const bad = await send('POST', OWNER_CONTENT_PATHS.publish('notes', 'note-draft'), cookie, {
      publishedOn: future,
      visibility: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['$', '$.publishedOn']);
    const badId = await send('POST', '/api/owner/collections/notes/items/bad%20id!/publish', cookie, {});
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty(['$.itemId']);
    const badTitle = await send('POST', OWNER_CONTENT_PATHS.clone('recipes-demo'), cookie, { title: '   ' });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().fields).toHaveProperty(['$.title']);
    expect(await storedRows()).toEqual([]);
    const at = '2025-03-01T10:00:00.000Z';
    const ok = await send('POST', OWNER_CONTENT_PATHS.publish('notes', 'note-draft'), cookie, { publishedOn: at });
    expect(ok.json().item.publishedOn).toBe(at);
  });

  it('answers 404 naming an unknown collection or item', async () => {
    const cookie = await ownerCookie([WebsiteRole.ADMIN]);
    const collection = await send('POST', OWNER_CONTENT_PATHS.publish('nope', 'note-draft'), cookie, {});
    expect(collection.statusCode).toBe(404);
    expect(collection.json()).toMatchObject({ collectionId: 'nope' });
    const item = await send('POST', OWNER_CONTENT_PATHS.publish('notes', 'nope'), cookie, {});
    expect(item.statusCode).toBe(404);
    expect(item.json()).toMatchObject({ itemId: 'nope' });
  });

  it('refuses a visitor (401), a missing crumb (401) and owners who do not edit content (403)', async () => {
    const publish = OWNER_CONTENT_PATHS.publish('notes', 'note-draft');
    const visitor = await send('POST', publish, undefined, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ loginRequired: true });
    expect((await send('GET', OWNER_CONTENT_PATHS.collection('notes'))).statusCode).toBe(401);
    const admin = await ownerCookie([WebsiteRole.ADMIN]);
    const noCrumb = await send('POST', publish, admin, {}, false);
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    for (const roles of [[WebsiteRole.VIEWER], [WebsiteRole.REPORTING, WebsiteRole.STORE_MANAGER]]) {
      const cookie = await ownerCookie(roles);
      expect((await send('POST', publish, cookie, {})).statusCode).toBe(403);
      expect((await send('POST', OWNER_CONTENT_PATHS.clone('recipes-demo'), cookie, {})).statusCode).toBe(403);
      expect((await send('DELETE', OWNER_CONTENT_PATHS.collection('notes'), cookie)).statusCode).toBe(403);
      expect((await send('GET', OWNER_CONTENT_PATHS.collection('notes'), cookie)).statusCode).toBe(403);
    }
    expect((await send('DELETE', OWNER_CONTENT_PATHS.collection('notes'), admin, undefined, false)).statusCode).toBe(
      401,
    );
    expect(await storedRows()).toEqual([]);
    expect((await app.inject({ url: '/notes/kiln-diary' })).statusCode).toBe(404);
  });

  it('gives demoCollections to content writers only, and clones a demo collection once', async () => {
    expect(pageContextOf((await app.inject({ url: '/recipes' })).body).demoCollections).toEqual([]);
    const viewer = await ownerCookie([WebsiteRole.VIEWER]);
    expect(pageContextOf((await app.inject({ url: '/recipes', headers: { cookie: viewer } })).body)).toMatchObject({
      demoCollections: [],
    });
    const editor = await ownerCookie([WebsiteRole.EDITOR]);
    const before = pageContextOf((await app.inject({ url: '/recipes', headers: { cookie: editor } })).body);
    expect(before.demoCollections.sort()).toEqual(['home-demo', 'recipes-demo']);

    const notDemo = await send('POST', OWNER_CONTENT_PATHS.clone('notes'), editor, {});
    expect(notDemo.statusCode).toBe(409);
    const clone = await send('POST', OWNER_CONTENT_PATHS.clone('recipes-demo'), editor, { title: 'Our recipes' });
    expect(clone.statusCode).toBe(201);
    expect(clone.json().clone).toMatchObject({ sourceCollectionId: 'recipes-demo', title: 'Our recipes' });
    expect(clone.json().clone.id).toMatch(/^[0-9a-f]{24}$/);
    const stored = await db.selectFrom('content_collection_states').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(stored.clone_json!)).toMatchObject({
      id: clone.json().clone.id,
      demo: false,
      title: 'Our recipes',
    });
    expect(JSON.parse(stored.clone_json!).items).toHaveLength(1);

    const after = pageContextOf((await app.inject({ url: '/recipes', headers: { cookie: editor } })).body);
    expect(after.demoCollections).toEqual(['home-demo']);
    expect((await send('GET', OWNER_CONTENT_PATHS.collection('recipes-demo'), editor)).json()).toMatchObject({
      title: 'Our recipes',
      demo: false,
    });
    expect((await app.inject({ url: '/recipes/bread' })).body).toContain('Flour, water, salt.');
    const again = await send('POST', OWNER_CONTENT_PATHS.clone('recipes-demo'), editor, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses to delete the homepage demo collection with action-not-allowed, deletes another', async () => {
    const admin = await ownerCookie([WebsiteRole.ADMIN]);
    const refused = await send('DELETE', OWNER_CONTENT_PATHS.collection('home-demo'), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ACTION_NOT_ALLOWED.title,
      code: ACTION_NOT_ALLOWED.code,
      message: ACTION_NOT_ALLOWED.homepageDemoCollection,
    });
    expect(await storedRows()).toEqual([]);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);

    // A demo collection elsewhere than the home page may go; so may any other.
    for (const id of ['recipes-demo', 'notes']) {
      const deleted = await send('DELETE', OWNER_CONTENT_PATHS.collection(id), admin);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true, collectionId: id });
    }
    expect((await app.inject({ url: '/notes' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/notes/first-note' })).statusCode).toBe(404);
    const home = await app.inject({ url: '/' });
    expect(home.body).not.toContain('href="/notes"');
    expect((await send('DELETE', OWNER_CONTENT_PATHS.collection('notes'), admin)).statusCode).toBe(404);
  });
});
