import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { WebsiteRole, type WebsiteRoleCode } from '../../../../src/shared/constants/roles';
import type { ContentReply } from '../../../../src/shared/api/config/ContentApi';
import { loginOwner } from '../loginOwner';

const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/showcase/site.json');
const demo = JSON.parse(readFileSync(siteFile, 'utf8')) as { collections: { id: string; items: object[] }[] };
let app: FastifyInstance;
let db: Kysely<Database>;

// The demo journal with one post of every visibility (spec visitor-runtime §3: PUBLISHED 1 … DELETED 6).
const post = (visibility: number) => ({
  id: `post-${visibility}`,
  urlId: `post-${visibility}`,
  recordType: 1,
  title: `Post ${visibility}`,
  visibility,
  publishedOn: '2025-07-01T09:00:00+00:00',
});
const site = SiteData.parse({
  ...demo,
  collections: demo.collections.map((c) =>
    c.id === 'journal' ? { ...c, itemUrlFormat: '%y/%t', items: [1, 2, 3, 4, 5, 6].map(post) } : c,
  ),
});

beforeEach(async () => {
  db = await openTestStorage();
  app = await buildApp({ site, siteDir: path.dirname(siteFile), db, client: null });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const get = async (url: string, roles: WebsiteRoleCode[] | null) =>
  app.inject({ method: 'GET', url, headers: roles ? { cookie: await loginOwner(app, db, roles) } : {} });

describe('workflow labels in /config (spec visitor-runtime §4)', () => {
  it('lists each item with its workflow label: Available, Scheduled, Hidden, else Unsupported', async () => {
    const response = await get('/api/config/content', [WebsiteRole.EDITOR]);
    expect(response.statusCode).toBe(200);
    const journal = response.json<ContentReply>().collections.find((c) => c.id === 'journal')!;
    expect(journal.items.map((i) => [i.visibility, i.label, i.url])).toEqual([
      [1, 'Available', '/blog/2025/post-1'],
      [2, 'Scheduled', null],
      [3, 'Unsupported', null],
      [4, 'Hidden', null],
      [5, 'Unsupported', null],
      [6, 'Unsupported', null],
    ]);
    const store = response.json<ContentReply>().collections.find((c) => c.id === 'store')!;
    expect(store.items.every((i) => i.label === 'Available' && i.url?.startsWith('/store/'))).toBe(true);
  });

  it('opens the content to ADMIN and EDITOR only', async () => {
    expect((await get('/api/config/content', null)).statusCode).toBe(401);
    expect((await get('/api/config/content', [WebsiteRole.REPORTING])).statusCode).toBe(403);
    expect((await get('/api/config/content', [WebsiteRole.ADMIN])).statusCode).toBe(200);
    const page = await get('/config/content', [WebsiteRole.EDITOR]);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-section="content"');
    expect(page.body).toContain('<h1 id="content-title">Content</h1>');
    expect((await get('/config/content', [WebsiteRole.STORE_MANAGER])).statusCode).toBe(403);
  });
});
