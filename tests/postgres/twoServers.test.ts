import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerAccountRepository } from '../../src/server/storage/auth/OwnerAccountRepository';
import type { Database } from '../../src/server/storage/Database';
import { openStorage } from '../../src/server/storage/openStorage';
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
