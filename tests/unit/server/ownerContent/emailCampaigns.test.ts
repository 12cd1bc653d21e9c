import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { OWNER_CONTENT_PATHS } from '../../../../src/shared/owner/content/ownerContent';
import { buildCampaignDraftUrl } from '../../../../src/shared/owner/content/ownerModalText';
import { EMAIL_CAMPAIGN_PATHS } from '../../../../src/shared/owner/emailCampaigns/emailCampaigns';
import { loginOwner, OWNER_CRUMB as CRUMB } from '../loginOwner';

// Email campaign drafts from the blog-published modal (docs/owners.md, "Email campaign drafts").
const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/fixtures/owner-content/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  app = await buildApp({ site: await loadSiteFile(siteFile), siteDir: path.dirname(siteFile), db, client: null });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const draftLink = (itemId: string, title: string) =>
  buildCampaignDraftUrl({ collectionId: 'notes', itemId, title, url: 'https://elsewhere.example/x' });
const postForm = (cookie: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: EMAIL_CAMPAIGN_PATHS.api,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const stored = () => db.selectFrom('email_campaigns').selectAll().execute();

describe('email campaign drafts', () => {
  it('opens the new-draft page from the modal link and stores the draft from the form', async () => {
    const cookie = await loginOwner(app, db, [WebsiteRole.EDITOR]);
    const page = await app.inject({ url: draftLink('note-live', 'First note'), headers: { cookie } });
    expect(page.statusCode).toBe(200);
    // The post's URL comes from the site, not from the link's own url.
    expect(page.body).toContain('http://localhost:3000/notes/first-note');
    expect(page.body).not.toContain('elsewhere.example');
    expect(page.body).toContain('value="First note"');
    const before = Date.now();
    const created = await postForm(cookie, {
      crumb: CRUMB,
      collectionId: 'notes',
      itemId: 'note-live',
      title: 'First note, the letter',
    });
    expect(created.statusCode).toBe(303);
    const [row] = await stored();
    expect(row).toMatchObject({
      status: 'draft',
      title: 'First note, the letter',
      post_url: 'http://localhost:3000/notes/first-note',
      collection_id: 'notes',
      item_id: 'note-live',
    });
    expect(Number(row!.created_at)).toBeGreaterThanOrEqual(before);
    expect(created.headers.location).toBe(`${EMAIL_CAMPAIGN_PATHS.list}?created=${row!.id}`);
    const list = await app.inject({ url: created.headers.location!, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Draft created');
    expect(list.body).toContain('First note, the letter');
    const api = await app.inject({ url: EMAIL_CAMPAIGN_PATHS.api, headers: { cookie } });
    expect(api.json().campaigns).toEqual([
      expect.objectContaining({ id: row!.id, createdAt: new Date(Number(row!.created_at)).toISOString() }),
    ]);
  });

  it('makes a draft of a post published from the modal, by JSON too', async () => {
    const cookie = await loginOwner(app, db, [WebsiteRole.ADMIN]);
    const unpublished = await app.inject({ url: draftLink('note-draft', 'Kiln diary'), headers: { cookie } });
    expect(unpublished.statusCode).toBe(409);
    const publish = await app.inject({
      method: 'POST',
      url: OWNER_CONTENT_PATHS.publish('notes', 'note-draft'),
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: {},
    });
    expect(publish.statusCode).toBe(200);
    expect((await app.inject({ url: draftLink('note-draft', 'Kiln diary'), headers: { cookie } })).statusCode).toBe(
      200,
    );
    const created = await app.inject({
      method: 'POST',
      url: EMAIL_CAMPAIGN_PATHS.api,
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: { collectionId: 'notes', itemId: 'note-draft' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().campaign).toMatchObject({
      title: 'Kiln diary',
      postUrl: 'http://localhost:3000/notes/kiln-diary',
      status: 'draft',
    });
  });

  it('answers 400 naming the bad fields, 404 for an unknown post, and stores nothing', async () => {
    const cookie = await loginOwner(app, db, [WebsiteRole.EDITOR]);
    const badQuery = await app.inject({ url: `${EMAIL_CAMPAIGN_PATHS.new}?itemId=bad%20id`, headers: { cookie } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toContain('$.collectionId');
    expect(badQuery.body).toContain('$.itemId');
    const badJson = await app.inject({
      method: 'POST',
      url: EMAIL_CAMPAIGN_PATHS.api,
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: { collectionId: 'notes', itemId: 'note-live', title: 'x'.repeat(201) },
    });
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json().fields)).toEqual(['$.title']);
    const badForm = await postForm(cookie, { crumb: CRUMB, collectionId: 'notes', itemId: 'note-live', title: ' ' });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.body).toContain('$.title');
    expect(badForm.body).toContain('data-testid="campaign-draft-form"');
    const unknown = await app.inject({ url: draftLink('nope', 'Nope'), headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses visitors (401), a missing crumb (401) and owners without the role (403)', async () => {
    const anonymous = await app.inject({ url: draftLink('note-live', 'First note') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Log in to open the configuration area');
    expect((await app.inject({ url: EMAIL_CAMPAIGN_PATHS.list })).statusCode).toBe(401);
    expect((await app.inject({ url: EMAIL_CAMPAIGN_PATHS.api })).statusCode).toBe(401);
    const store = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
    expect((await app.inject({ url: EMAIL_CAMPAIGN_PATHS.list, headers: { cookie: store } })).statusCode).toBe(403);
    expect((await postForm(store, { crumb: CRUMB, collectionId: 'notes', itemId: 'note-live' })).statusCode).toBe(403);
    const editor = await loginOwner(app, db, [WebsiteRole.CAMPAIGNS_EDITOR]);
    const noCrumb = await postForm(editor, { collectionId: 'notes', itemId: 'note-live' });
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json().crumbFail).toBe(true);
    expect(await stored()).toEqual([]);
  });
});
