import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerAccountRepository } from '../../src/server/storage/auth/OwnerAccountRepository';
import type { Database } from '../../src/server/storage/Database';
import { openStorage } from '../../src/server/storage/openStorage';
import { queryDelivery } from '../../src/server/storage/inspector/queryDelivery';
import { API_PATHS } from '../../src/shared/constants/apiPaths';
import { WebsiteRole } from '../../src/shared/constants/roles';
import { LOGIN_RATE_LIMIT } from '../../src/shared/owner/loginRateLimit';
import { createTestDatabase } from './openTestStorage';
import { simpleFormSubmission } from '../unit/server/forms/simpleFormSubmission';
import { startServerProcess, type ServerProcess } from './startServerProcess';

// The server keeps nothing of its own between requests: two processes of the built server on one
// PostgreSQL database, requests alternating between them, behave as one server.
const site = path.resolve(import.meta.dirname, '../../sites/fixtures/forms/site.json');
const CRUMB = 'c'.repeat(32);
let servers: ServerProcess[] = [];
let db: Kysely<Database>;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  // Started together: both migrate the new database at once, which the migrator's lock must serialise.
  servers = await Promise.all([startServerProcess(databaseUrl, site), startServerProcess(databaseUrl, site)]);
  db = await openStorage(databaseUrl);
  await createOwnerAccountRepository(db).create({
    email: 'owner@example.com',
    password: 'owner-pass-1',
    websiteRoles: [WebsiteRole.ADMIN],
  });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.destroy();
});

const server = (i: number) => servers[i % 2]!.url;
const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = (i: number, password: string) =>
  postJson(
    `${server(i)}/api/auth/Login`,
    { email: 'owner@example.com', password },
    { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
  );

describe('two server processes on one PostgreSQL database', () => {
  it('store telemetry sent to both with the same ids once', async () => {
    const records = Array.from({ length: 50 }, (_, seq) => ({
      id: `two-servers.${seq}`,
      kind: 'event',
      sessionId: 's1',
      seq,
      time: Date.now(),
      pagePath: '/',
      payload: { event: 'clicked', data: '{}' },
    }));
    const body = { records };
    const replies = await Promise.all([0, 1, 0, 1].map((i) => postJson(`${server(i)}/api/telemetry/batch`, body)));
    const answers = await Promise.all(replies.map((r) => r.json() as Promise<{ stored: number; duplicates: number }>));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.stored, 0)).toBe(50);
    expect(answers.reduce((sum, a) => sum + a.duplicates, 0)).toBe(150);
    const stored = await db
      .selectFrom('telemetry_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'like', 'two-servers.%')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(50);
  });

  // Issue 51: a page view's records land on both processes at once (its worker's requests, and a resend of
  // some of them), and the page view's row and the delivery rollups, each changed by the difference a request
  // makes, must still add up to what was sent.
  it("keep each page view's delivery figures right when its records land on both at once", async () => {
    const VIEWS = 40;
    const MADE = 30; // seq 0–28 events, seq 29 the final count
    const start = Date.now();
    const recordOf = (view: number, seq: number) => ({
      id: `dltwo${view}.${seq}`,
      kind: seq === MADE - 1 ? 'delivery' : 'event',
      sessionId: `s${view}`,
      seq,
      time: start,
      pagePath: view % 2 ? '/shop' : '/',
      payload: seq === MADE - 1 ? {} : { event: 'clicked', data: '{}' },
    });
    // Each page view's records in six requests of five; a page view in eight loses its third request (seq
    // 10–14) on the way, and every page view's first request is resent by the next visit to the other process.
    const lostViews = Array.from({ length: VIEWS }, (_, view) => view).filter((view) => view % 8 === 0);
    const requests: Array<{ server: number; via: string; records: ReturnType<typeof recordOf>[] }> = [];
    for (let view = 0; view < VIEWS; view++)
      for (let part = 0; part < MADE / 5; part++) {
        if (part === 2 && lostViews.includes(view)) continue;
        const records = Array.from({ length: 5 }, (_, i) => recordOf(view, part * 5 + i));
        requests.push({ server: view + part, via: 'worker', records });
        if (part === 0) requests.push({ server: view + part + 1, via: 'resend', records });
      }
    const replies = await Promise.all(
      requests.map(({ server: i, via, records }) =>
        postJson(`${server(i)}/api/telemetry/batch?via=${via}&sent=${Date.now()}`, { records }),
      ),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    const report = await queryDelivery(db, { from: start - 3_600_000, to: Date.now() + 3_600_000 });
    expect(report.pageViews).toEqual({
      total: VIEWS,
      counted: VIEWS,
      complete: VIEWS - lostViews.length,
      open: 0,
      completePercent: ((VIEWS - lostViews.length) * 100) / VIEWS,
    });
    expect(report.records).toMatchObject({
      made: VIEWS * MADE,
      stored: VIEWS * MADE - 5 * lostViews.length,
      missing: 5 * lostViews.length,
      dropped: 0,
      duplicates: 5 * VIEWS,
    });
    // Every stored record measured once, by whichever path stored it first.
    expect(report.latency.reduce((n, l) => n + l.count, 0)).toBe(VIEWS * MADE - 5 * lostViews.length);
    expect(report.mostMissing.map((v) => v.pageId).sort()).toEqual(lostViews.map((view) => `dltwo${view}`).sort());
    expect(report.mostMissing.every((v) => v.missing === 5 && v.made === MADE)).toBe(true);
  });

  it('refuse on one a form key used on the other, and store a submission replayed to either once', async () => {
    const issueKey = async (i: number) => {
      const issued = await fetch(`${server(i)}${API_PATHS.FORM_SUBMISSION_KEY}`, { method: 'POST' });
      expect(issued.status).toBe(200);
      return ((await issued.json()) as { data: { key: string } }).data.key;
    };
    const submission = (key: string, idempotencyId: string) =>
      simpleFormSubmission({ key, idempotencyId, census: { clientTime: Date.now(), visitorCookie: 'v1' } });
    const save = (i: number, body: unknown) => postJson(`${server(i)}${API_PATHS.SAVE_FORM_SUBMISSION}`, body);
    const key = await issueKey(0);
    const first = await save(1, submission(key, 'aaaaaaaaaaaaaaaa'));
    expect(first.status).toBe(200);
    expect((await save(0, submission(key, 'bbbbbbbbbbbbbbbb'))).status).toBe(401);
    // A client that never saw the first answer replays it with a fresh key, here to the other process.
    const replay = await save(0, submission(await issueKey(1), 'aaaaaaaaaaaaaaaa'));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ data: { id: 'aaaaaaaaaaaaaaaa', duplicate: true } });
    const rows = await db.selectFrom('form_submissions').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual(['aaaaaaaaaaaaaaaa']);
  });

  it('accept on one a session made on the other', async () => {
    const reply = await login(0, 'owner-pass-1');
    expect(reply.status).toBe(200);
    const session = /ss_owner_session=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toMatch(/\S/);
    expect((await fetch(`${server(1)}/config/`, { redirect: 'manual' })).status).toBe(401);
    const config = await fetch(`${server(1)}/config/`, { headers: { cookie: `ss_owner_session=${session}` } });
    expect(config.status).toBe(200);
  });

  it('count failed logins on both toward one limit', async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL; i += 1)
      expect((await login(i, 'wrong-pass')).status).toBe(401);
    // The limit is reached across the two: the next attempt on either is refused, even with the right password.
    expect((await login(LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL, 'owner-pass-1')).status).toBe(429);
    expect((await login(LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL + 1, 'owner-pass-1')).status).toBe(429);
  });
});
