import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app';
import type { Database } from '../../../../src/server/storage/Database';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { SiteData } from '../../../../src/shared/siteData/SiteData';

// The demo site with its journal (a collection page) made member-only.
const raw = JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')) as {
  pages: Array<{ path: string; memberOnly?: boolean }>;
};
raw.pages.find((p) => p.path === '/blog')!.memberOnly = true;
const site = SiteData.parse(raw);
const journal = site.collections.find((c) => c.id === 'journal')!;
const [first, second] = journal.items;
const CRUMB = 'm'.repeat(32);

let app: FastifyInstance;
let db: Kysely<Database>;
beforeAll(async () => {
  db = await openTestStorage();
  app = await buildApp({ site, siteDir: path.resolve('sites/showcase'), db, client: null });
  await createMemberRepository(db).create({ email: 'member@example.com', password: 'member-pass-1' });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function memberCookie(): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/site-users/account/session',
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    payload: { email: 'member@example.com', password: 'member-pass-1', rememberMe: false },
  });
  const session = login.cookies.find((c) => c.name === 'ss_member_session')!;
  return `ss_member_session=${session.value}; crumb=${CRUMB}`;
}

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a member-only collection', () => {
  it('shows a visitor the lock only: no list, no item, in the HTML, page context or title', async () => {
    for (const url of ['/blog', `/blog/${first!.urlId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html).toContain('data-member-gate="locked"');
      for (const item of [first!, second!]) {
        expect(html, url).not.toContain(item.title);
        expect(html, url).not.toContain(item.excerpt ?? item.title);
        expect(html, url).not.toContain(item.id);
      }
      expect(html).toMatch(/<title>Journal — /);
      // Page type 106, member area access denied: in the body's class and the page context.
      expect(html, url).toContain('class="page-type-106"');
      expect(html, url).toContain('"pageType":106');
    }
  });

  it('shows a member the list and the whole item', async () => {
    const cookie = await memberCookie();
    const list = (await get('/blog', cookie)).body;
    expect(list).toContain(first!.title);
    expect(list).not.toContain('page-type-106');
    const item = await get(`/blog/${first!.urlId}`, cookie);
    expect(item.body).toContain(`<title>${first!.title} — `);
    expect(item.body).toContain(`"itemId":"${first!.id}"`);
  });
});

const widget = (cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    payload: new URLSearchParams({
      widgetJSON: JSON.stringify({
        type: 'summary',
        id: 'sum',
        value: { collectionId: journal.id, showImage: true, showExcerpt: true, pageSize: 20 },
        collectionId: journal.id,
      }),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });

function expectNothingOfTheItems(html: string, where: string) {
  for (const item of journal.items) {
    expect(html, where).not.toContain(item.title);
    if (item.excerpt) expect(html, where).not.toContain(item.excerpt);
    if (item.image) expect(html, where).not.toContain(item.image);
    expect(html, where).not.toContain(`/blog/${item.urlId}`);
  }
}

describe('summaries of a member-only collection', () => {
  it('show a visitor the lock and nothing of the items, on public pages and from the widget route', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('This page available only site members');
    expectNothingOfTheItems(home.body, '/');
    const rendered = await widget();
    expect(rendered.statusCode).toBe(200);
    const { html } = rendered.json<{ data: { html: string } }>().data;
    expect(html).toContain('This page available only site members');
    expectNothingOfTheItems(html, 'GetWidgetRendering');
  });

  it('show a member the items', async () => {
    const cookie = await memberCookie();
    expect((await get('/', cookie)).body).toContain(first!.title);
    const { html } = (await widget(cookie)).json<{ data: { html: string } }>().data;
    expect(html).toContain(first!.title);
    expect(html).toContain(second!.title);
  });
});
