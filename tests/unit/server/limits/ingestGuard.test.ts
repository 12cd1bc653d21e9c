import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IngestGuardOptions } from '../../../../src/server/http/ingest/guardIngest';
import type { Database } from '../../../../src/server/storage/Database';
import { coalesceHits } from '../../../../src/server/http/ingest/coalesceHits';
import { RateLimitRepository } from '../../../../src/server/storage/limits/RateLimitRepository';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import { REPORTING_PATHS } from '../../../../src/shared/constants/reportingPaths';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { TELEMETRY_PATHS } from '../../../../src/shared/telemetry/telemetryPaths';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { openDemoApp } from '../demoApp';

let db: Kysely<Database>;
const apps: FastifyInstance[] = [];

async function appWith(ingest: IngestGuardOptions): Promise<FastifyInstance> {
  const { app } = await openDemoApp({ db, ingest });
  apps.push(app);
  return app;
}
const limited = (requestsPerMinute: number) => appWith({ requestsPerMinute, diskPath: null, minFreeBytes: 0 });

beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await db.destroy();
});

// One request to each public ingest route; what the body holds does not matter to the guard.
const INGEST_REQUESTS: Array<{ method: 'GET' | 'POST'; url: string }> = [
  { method: 'POST' as const, url: TELEMETRY_PATHS.BATCH },
  ...Object.values(REPORTING_PATHS)
    .filter((url) => url !== REPORTING_PATHS.TRACK)
    .map((url) => ({ method: 'POST' as const, url: url.endsWith('/') ? `${url}item-1` : url })),
  { method: 'GET' as const, url: `${REPORTING_PATHS.TRACK}?source=x` },
];

const send = (app: FastifyInstance, request: { method: 'GET' | 'POST'; url: string }, ip: string) =>
  app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain' },
    ...(request.method === 'POST' ? { payload: '{}' } : {}),
  });

describe('per-client rate limit of the ingest routes', () => {
  it('answers 429 with Retry-After on every public ingest route once a client used its requests', async () => {
    const app = await limited(2);
    expect(INGEST_REQUESTS.length).toBe(13);
    for (const [index, request] of INGEST_REQUESTS.entries()) {
      const ip = `10.1.0.${index}`;
      for (let i = 0; i < 2; i += 1) expect((await send(app, request, ip)).statusCode, request.url).not.toBe(429);
      const refused = await send(app, request, ip);
      expect(refused.statusCode, request.url).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await send(app, request, `10.2.0.${index}`)).statusCode).not.toBe(429);
    }
  });

  it('counts all ingest routes together per client, and leaves pages and forms alone', async () => {
    const app = await limited(3);
    for (const request of INGEST_REQUESTS.slice(0, 3))
      expect((await send(app, request, '10.3.0.1')).statusCode).not.toBe(429);
    expect((await send(app, INGEST_REQUESTS[5]!, '10.3.0.1')).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/', remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
    const key = await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY, remoteAddress: '10.3.0.1' });
    expect(key.statusCode).toBe(200);
  });

  it('lets at most the limit through of 16 concurrent requests', async () => {
    const app = await limited(5);
    const replies = await Promise.all(Array.from({ length: 16 }, () => send(app, INGEST_REQUESTS[0]!, '10.4.0.1')));
    expect(replies.filter((reply) => reply.statusCode !== 429)).toHaveLength(5);
  });

  it('counts concurrent hits together in fewer statements, each caller with a count of its own', async () => {
    // The real repository, counting its statements.
    let statements = 0;
    class CountingLimits extends RateLimitRepository {
      override async hitMany(counts: ReadonlyMap<string, number>, windowMs: number) {
        statements += 1;
        return super.hitMany(counts, windowMs);
      }
    }
    const hit = coalesceHits(new CountingLimits(db), 60_000);
    const first = await Promise.all(Array.from({ length: 16 }, (_, i) => hit(i % 4 ? 'a' : 'b')));
    expect(first.filter((_, i) => i % 4).map((h) => h.hits)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(first.filter((_, i) => i % 4 === 0).map((h) => h.hits)).toEqual([1, 2, 3, 4]);
    // The first call went alone; the 15 that came while it was out, in one more statement.
    expect(statements).toBe(2);
    const again = await Promise.all([hit('a'), hit('a'), hit('c')]);
    expect(again.map((h) => h.hits)).toEqual([13, 14, 1]);
    expect(statements).toBe(4);
    // A key whose window has ended starts again from the count of the hits that opened the new one.
    await db.updateTable('rate_limits').set({ window_ends_at: 0 }).where('key', '=', 'a').execute();
    const fresh = await Promise.all([hit('a'), hit('a'), hit('a')]);
    expect(fresh.map((h) => h.hits)).toEqual([1, 2, 3]);
    expect(fresh[2].windowEndsAt).toBeGreaterThan(Date.now());
  });

  it('counts in the database: two server instances on one database share the limit', async () => {
    const first = await limited(4);
    const second = await limited(4);
    for (let i = 0; i < 4; i += 1)
      expect((await send(i % 2 ? second : first, INGEST_REQUESTS[0]!, '10.5.0.1')).statusCode).not.toBe(429);
    expect((await send(first, INGEST_REQUESTS[0]!, '10.5.0.1')).statusCode).toBe(429);
    expect((await send(second, INGEST_REQUESTS[0]!, '10.5.0.1')).statusCode).toBe(429);
  });
});

describe('free space of the database disk', () => {
  const diskPath = mkdtempSync(path.join(tmpdir(), 'ingest-guard-'));

  it('refuses telemetry with 507 below the threshold while pages and form keys keep working', async () => {
    const app = await appWith({ requestsPerMinute: 0, diskPath, minFreeBytes: Number.MAX_SAFE_INTEGER });
    for (const request of INGEST_REQUESTS) {
      const reply = await send(app, request, '10.6.0.1');
      expect(reply.statusCode, request.url).toBe(507);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    const key = await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY });
    expect(key.statusCode).toBe(200);
    const stored = await db.selectFrom('telemetry_batches').selectAll().execute();
    expect(stored).toHaveLength(0);
  });

  it('accepts telemetry above the threshold', async () => {
    const app = await appWith({ requestsPerMinute: 0, diskPath, minFreeBytes: 1 });
    const record = { id: 'p.0', kind: 'event', sessionId: 's', seq: 0, time: 1700000000000, pagePath: '/' };
    const body = JSON.stringify({ records: [{ ...record, payload: { event: 'clicked', data: '{}' } }] });
    const reply = await app.inject({ method: 'POST', url: TELEMETRY_PATHS.BATCH, payload: body });
    expect(reply.statusCode).toBe(200);
  });
});

describe('decoded size relative to the wire size', () => {
  const postGzip = (app: FastifyInstance, json: string) =>
    app.inject({
      method: 'POST',
      url: `${TELEMETRY_PATHS.BATCH}?encoding=gzip`,
      payload: gzipSync(json),
      headers: { 'content-type': 'text/plain' },
    });
  const junkBatch = (records: number, pad: number) =>
    JSON.stringify({
      records: Array.from({ length: records }, (_, i) => ({ id: `j.${i}`, kind: 'x'.repeat(pad) })),
    });

  it('refuses with 413 a small gzip body that unpacks to far more than its size allows, storing nothing', async () => {
    const app = await limited(0);
    const json = junkBatch(1000, 980);
    const wire = gzipSync(json).length;
    expect(wire).toBeLessThan(8 * 1024);
    // More than our own client packs into a request, less than the absolute cap: the relative rule refuses it.
    expect(json.length).toBeGreaterThan(PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES);
    expect(json.length).toBeLessThan(PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES);
    const reply = await postGzip(app, json);
    expect(reply.statusCode).toBe(413);
    expect(await db.selectFrom('telemetry_batches').selectAll().execute()).toHaveLength(0);
  });

  it('refuses very repetitive records beyond the ratio in gzip (under 256 KiB, once let through) and stores them sent plain', async () => {
    const app = await limited(0);
    const records = Array.from({ length: 20 }, (_, i) => ({
      id: `page1.${i}`,
      kind: 'event',
      sessionId: 's1',
      seq: i,
      time: 1700000000000 + i,
      pagePath: '/',
      payload: { event: 'clicked', data: 'x'.repeat(5000) },
    }));
    const json = JSON.stringify({ records });
    expect(json.length).toBeLessThan(128 * 1024);
    expect(json.length).toBeGreaterThan(PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE * gzipSync(json).length);
    const packed = await postGzip(app, json);
    expect(packed.statusCode).toBe(413);
    expect(await db.selectFrom('telemetry_batches').selectAll().execute()).toHaveLength(0);
    // What the worker does with such records (encodeRequests): the same JSON plain, each body within its size.
    const plain = await app.inject({ method: 'POST', url: TELEMETRY_PATHS.BATCH, payload: json });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().stored).toBe(20);
  });
});
