import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { WebsiteRole, type WebsiteRoleCode } from '../../../../src/shared/constants/roles';
import { seedRecords } from '../inspector/seedTelemetry';
import { loginOwner } from '../loginOwner';
import { closeDemoApp, openDemoApp } from '../demoApp';

let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const loginAs = (roles: WebsiteRoleCode[]) => loginOwner(app, db, roles);

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('configuration pages', () => {
  it('answers 401 with a page saying how to log in when no owner is logged in', async () => {
    const response = await get('/config/?frameUrl=%2F');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Log in to open the configuration area');
    expect(response.body).not.toContain('<iframe');
  });

  it('sends /config to /config/ with the same query', async () => {
    const response = await get('/config?frameUrl=%2Fshop');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/config/?frameUrl=%2Fshop');
  });

  it('shows an ADMIN the site in a frame at frameUrl and both sections', async () => {
    const cookie = await loginAs([WebsiteRole.ADMIN]);
    const response = await get('/config/?frameUrl=%2Fshop%3Fa%3D1', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<iframe class="config-site-frame" src="/shop?a=1"');
    expect(response.body).toContain('data-section="submissions"');
    expect(response.body).toContain('data-section="inspector"');
  });

  it('frames the site root when frameUrl points elsewhere', async () => {
    const cookie = await loginAs([WebsiteRole.ADMIN]);
    const response = await get('/config/?frameUrl=' + encodeURIComponent('https://evil.example/'), cookie);
    expect(response.body).toContain('<iframe class="config-site-frame" src="/"');
  });

  it('answers 403 for a section the roles do not open, and shows only the sections they do', async () => {
    const editor = await loginAs([WebsiteRole.EDITOR]);
    const denied = await get('/config/inspector', editor);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('data-section="inspector"');
    expect(denied.body).toContain('data-section="submissions"');
    expect((await get('/config/submissions', editor)).statusCode).toBe(200);

    const reporter = await loginAs([WebsiteRole.REPORTING]);
    expect((await get('/config/submissions', reporter)).statusCode).toBe(403);
    expect((await get('/config/inspector', reporter)).statusCode).toBe(200);
  });
});

describe('inspector API', () => {
  it('answers 401 without a login and 403 without ADMIN or REPORTING', async () => {
    expect((await get('/api/config/inspector/overview')).statusCode).toBe(401);
    const editor = await loginAs([WebsiteRole.EDITOR]);
    for (const endpoint of ['overview', 'series', 'errors', 'vitals', 'pages']) {
      expect((await get(`/api/config/inspector/${endpoint}`, editor)).statusCode).toBe(403);
    }
  });

  it('answers 400 naming each bad filter', async () => {
    const cookie = await loginAs([WebsiteRole.REPORTING]);
    const response = await get(
      '/api/config/inspector/series?from=yesterday&kind=DROP%20TABLE&page=shop&extra=1',
      cookie,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['$.from', '$.kind', '$.page']));
  });

  it('answers the aggregates of the stored records for the filter', async () => {
    const now = Date.now();
    await seedRecords(db, [
      { id: 'a', kind: 'census.hit', page: '/', at: now - 60_000 },
      { id: 'b', kind: 'error', page: '/shop', at: now - 30_000, payload: { message: 'boom', stack: 'at x' } },
    ]);
    const cookie = await loginAs([WebsiteRole.ADMIN]);
    const overview = await get(`/api/config/inspector/overview?from=${now - 3_600_000}&to=${now + 1}`, cookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['cache-control']).toBe('no-store');
    expect(overview.json().records.total).toBe(2);
    const errors = await get(`/api/config/inspector/errors?from=${now - 3_600_000}&to=${now + 1}&page=%2Fshop`, cookie);
    expect(errors.json().groups).toMatchObject([{ message: 'boom', count: 1, sampleStack: 'at x' }]);
    const pages = await get(`/api/config/inspector/pages?from=${now - 3_600_000}&to=${now + 1}`, cookie);
    expect(
      pages
        .json()
        .pages.map((p: { page: string }) => p.page)
        .sort(),
    ).toEqual(['/', '/shop']);
  });
});

describe('telemetry export', () => {
  it('is open only to owners with ADMIN or REPORTING, and streams the stored records as NDJSON', async () => {
    const now = Date.now();
    await seedRecords(db, [{ id: 'x1', kind: 'error', page: '/', at: now - 1000, payload: { message: 'boom' } }]);
    expect((await get('/api/telemetry/export')).statusCode).toBe(401);
    expect((await get('/api/telemetry/export', await loginAs([WebsiteRole.EDITOR]))).statusCode).toBe(403);
    const response = await get('/api/telemetry/export?kind=error', await loginAs([WebsiteRole.REPORTING]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string });
    expect(lines.map((l) => l.id)).toEqual(['x1']);
  });
});
