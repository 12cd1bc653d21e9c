import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { telemetryRoutes } from '../../../../src/server/routes/telemetry/index';
import { createExportHandler } from '../../../../src/server/routes/telemetry/createExportHandler';
import type { Database } from '../../../../src/server/storage/Database';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import testPlugin from '../../../e2e/harness/testPlugin/index';

let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  app = Fastify();
  // The end-to-end harness's plugin, for its fail switch (a hook in front of the real route).
  await app.register(testPlugin);
  await app.register(telemetryRoutes, { db });
  // The config area mounts the export behind its login check; here the plain handler is mounted bare.
  app.get('/api/telemetry/export', createExportHandler(db));
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const record = (seq: number, overrides: Record<string, unknown> = {}) => ({
  id: `page1.${seq}`,
  kind: 'event',
  sessionId: 's1',
  seq,
  time: 1700000000000 + seq,
  pagePath: '/',
  payload: { event: 'clicked', data: JSON.stringify({ n: seq }) },
  ...overrides,
});
const post = (payload: string, contentType = 'text/plain;charset=UTF-8') =>
  app.inject({ method: 'POST', url: '/api/telemetry/batch', payload, headers: { 'content-type': contentType } });
const countRows = async (table: 'telemetry_records' | 'telemetry_batches' | 'telemetry_rejections') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/telemetry/batch', () => {
  it('keeps the path a request names and its browser for delivery, and refuses a bad path or send time naming it', async () => {
    const body = JSON.stringify({ records: [record(0)] });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?via=beacon&sent=1700000000500',
      payload: body,
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 Gecko/20100101 Firefox/133.0' },
    });
    expect(sent.json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
    const batch = await db.selectFrom('telemetry_batches').select('via').executeTakeFirstOrThrow();
    expect(batch.via).toBe('beacon');
    const view = await db.selectFrom('telemetry_page_views').selectAll().executeTakeFirstOrThrow();
    expect(view).toMatchObject({ page_id: 'page1', browser: 'Firefox', stored: 1, max_seq: 0, final: null });
    for (const [query, field] of [
      ['via=pigeon', '$.via'],
      ['sent=yesterday', '$.sent'],
      ['sent=-4', '$.sent'],
    ] as const) {
      const refused = await app.inject({ method: 'POST', url: `/api/telemetry/batch?${query}`, payload: body });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual([field]);
    }
    expect(await countRows('telemetry_batches')).toBe(1);
    // The page's beacon names no path (the facade's 3 KB): a plain request without one is a beacon's; the
    // worker's and the service worker's gzip requests always name theirs.
    await post(JSON.stringify({ records: [record(1)] }));
    await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?encoding=gzip',
      payload: gzipSync(JSON.stringify({ records: [record(2)] })),
    });
    const vias = await db.selectFrom('telemetry_batches').select('via').orderBy('received_at').execute();
    expect(vias.map((b) => b.via).sort()).toEqual(['beacon', 'beacon', null]);
  });

  it('stores every record of a text/plain batch once, and a resend stores nothing new but answers 200', async () => {
    const body = JSON.stringify({ records: [record(0), record(1), record(2)] });
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 3, duplicates: 0, rejected: [] });
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ stored: 0, duplicates: 3, rejected: [] });
    expect(await countRows('telemetry_records')).toBe(3);
    const batches = await db.selectFrom('telemetry_batches').selectAll().orderBy('stored_count', 'desc').execute();
    expect(batches.map((b) => [b.record_count, b.stored_count, b.duplicate_count])).toEqual([
      [3, 3, 0],
      [3, 0, 3],
    ]);
  });

  it('rejects invalid records by id while storing the valid ones of the same batch', async () => {
    const body = JSON.stringify({
      records: [
        record(0),
        record(1, { kind: 'no-such-kind' }),
        record(2, { seq: -1 }),
        record(3, { kind: 'drop', payload: { reason: 'nope', count: 1 } }),
      ],
    });
    const response = await post(body, 'application/json');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.stored).toBe(1);
    expect(answer.rejected.map((r: { id: string }) => r.id)).toEqual(['page1.1', 'page1.2', 'page1.3']);
    expect(answer.rejected[0].reason).toMatch(/^unknown-kind/);
    expect(answer.rejected[1].reason).toContain('$.seq');
    expect(answer.rejected[2].reason).toContain('$.payload.reason');
    expect(await countRows('telemetry_records')).toBe(1);
    expect(await countRows('telemetry_rejections')).toBe(3);
  });

  it('answers 400 naming the field for a body that is not JSON or not a batch, and stores nothing', async () => {
    const notJson = await post('{"records": [');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'Invalid request', fields: { $: 'expected a JSON body' } });
    const noRecords = await post(JSON.stringify({ items: [] }));
    expect(noRecords.statusCode).toBe(400);
    expect(Object.keys(noRecords.json().fields)).toEqual(['$.records']);
    const noId = await post(JSON.stringify({ records: [record(0), { kind: 'event' }] }));
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().fields)).toEqual(['$.records[1].id']);
    expect(await countRows('telemetry_records')).toBe(0);
    expect(await countRows('telemetry_batches')).toBe(0);
  });

  it("fails the next N batches on the harness's switch, with Retry-After, then stores again", async () => {
    const armed = await app.inject({
      method: 'POST',
      url: '/api/test/telemetry/fail-next?count=2&status=503&retryAfter=1',
    });
    expect(armed.statusCode).toBe(200);
    const body = JSON.stringify({ records: [record(0)] });
    const first = await post(body);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect((await post(body)).statusCode).toBe(503);
    expect((await post(body)).statusCode).toBe(200);
    expect(await countRows('telemetry_records')).toBe(1);
  });

  it('stores a gzip body sent with encoding=gzip once, and counts its compressed bytes', async () => {
    // Events with something of their own each (a product and a price), as a page sends: a body of records
    // that differ in nothing but their number is refused in gzip (rowBudget.test.ts).
    const json = JSON.stringify({
      records: Array.from({ length: 200 }, (_, i) =>
        record(i, {
          payload: {
            event: 'clicked',
            data: JSON.stringify({ sku: `sku-${(i * 7919) % 10007}`, price: (i * 104729) % 99991 }),
          },
        }),
      ),
    });
    const packed = gzipSync(json);
    const response = await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?encoding=gzip',
      payload: packed,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 200, duplicates: 0, rejected: [] });
    const again = await post(json);
    expect(again.json()).toEqual({ stored: 0, duplicates: 200, rejected: [] });
    const batches = await db
      .selectFrom('telemetry_batches')
      .select(['bytes', 'stored_count'])
      .orderBy('stored_count', 'desc')
      .execute();
    expect(batches).toEqual([
      { bytes: packed.length, stored_count: 200 },
      { bytes: Buffer.byteLength(json), stored_count: 0 },
    ]);
  });

  it('answers 400 for a body that is not gzip, 400 naming the query field for another encoding, 413 for a body that unpacks too large, and stores nothing', async () => {
    const json = JSON.stringify({ records: [record(0)] });
    const notGzip = await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?encoding=gzip',
      payload: json,
      headers: { 'content-type': 'text/plain' },
    });
    expect(notGzip.statusCode).toBe(400);
    expect(notGzip.json().fields).toEqual({ $: 'expected a gzip body (encoding=gzip)' });
    const brotli = await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?encoding=br',
      payload: json,
      headers: { 'content-type': 'text/plain' },
    });
    expect(brotli.statusCode).toBe(400);
    expect(Object.keys(brotli.json().fields)).toEqual(['$.encoding']);
    const bomb = gzipSync(Buffer.alloc(PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES + 1, 32));
    expect(bomb.length).toBeLessThan(16 * 1024);
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/telemetry/batch?encoding=gzip',
      payload: bomb,
      headers: { 'content-type': 'text/plain' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await countRows('telemetry_records')).toBe(0);
    expect(await countRows('telemetry_batches')).toBe(0);
  });
});

describe('GET /api/telemetry/export', () => {
  it('streams NDJSON with the kind and since filters', async () => {
    await post(
      JSON.stringify({
        records: [
          record(0),
          record(1, { kind: 'trace', type: 'mark', payload: { pageUrl: '/', type: 'mark', data: '{}' } }),
        ],
      }),
    );
    const all = await app.inject({ method: 'GET', url: '/api/telemetry/export' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/x-ndjson');
    const lines = all.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id).sort()).toEqual(['page1.0', 'page1.1']);
    expect(Object.keys(lines[0]).sort()).toEqual(['id', 'kind', 'payload', 'receivedAt', 'type']);
    const errors = await app.inject({ method: 'GET', url: '/api/telemetry/export?kind=trace' });
    expect(
      errors.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { id: 'page1.1', kind: 'trace', type: 'mark', receivedAt: expect.any(String), payload: expect.any(Object) },
    ]);
    const future = await app.inject({ method: 'GET', url: `/api/telemetry/export?since=${Date.now() + 60000}` });
    expect(future.body).toBe('');
    const bad = await app.inject({ method: 'GET', url: '/api/telemetry/export?since=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['$.since']);
    const misspelt = await app.inject({ method: 'GET', url: '/api/telemetry/export?kind=erorr' });
    expect(misspelt.statusCode).toBe(400);
    expect(Object.keys(misspelt.json().fields)).toEqual(['$.kind']);
  });
});
