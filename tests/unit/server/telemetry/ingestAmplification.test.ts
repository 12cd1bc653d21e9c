import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { telemetryRoutes } from '../../../../src/server/routes/telemetry/index';
import type { Database } from '../../../../src/server/storage/Database';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { openTestStorage, testDialect } from '../../../postgres/openTestStorage';
import { storedBytes } from './storedBytes';
import { sendGzipBatch, sendPlainBatch } from './sendGzipBatch';

// Bytes stored per byte on the wire (the gzip body) when a client sends telemetry: at most 20 for junk and
// for valid batches as large as the server takes. Ten batches each, the growth of the database's tables
// and indexes over the ten bodies' sizes; the figures are printed for the notes.
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  app = Fastify({ bodyLimit: 1024 * 1024 });
  await app.register(telemetryRoutes, { db });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

// A deterministic stream of pseudo-words: text about as compressible as real messages, stacks and URLs.
function wordsFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const syllables = ['ka', 'lo', 'mi', 'te', 'run', 'sen', 'dor', 'pha', 'qui', 'zel', 'bro', 'wan', 'ex', 'ti', 'nu'];
  const vocabulary = Array.from({ length: 2000 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => syllables[Math.floor(next() * syllables.length)]).join(''),
  );
  return (length: number, separator = ' ') => {
    let text = '';
    while (text.length < length) text += (text ? separator : '') + vocabulary[Math.floor(next() * vocabulary.length)];
    return text.slice(0, length);
  };
}

async function sendBatches(
  makeRecords: (batch: number) => unknown[],
): Promise<{ ratio: number; wire: number; decoded: number; stored: number }> {
  await storeOne(makeRecords(-1)); // the tables' first pages, not counted
  const before = await storedBytes(db);
  let wire = 0;
  let decoded = 0;
  for (let batch = 0; batch < 10; batch += 1) {
    const { gzipBytes, jsonBytes } = await storeOne(makeRecords(batch));
    wire += gzipBytes;
    decoded += jsonBytes;
  }
  const stored = (await storedBytes(db)) - before;
  return { ratio: stored / wire, wire, decoded, stored };
}

async function storeOne(records: unknown[], encoding: 'gzip' | 'plain' = 'gzip') {
  const { reply, wire, decoded } =
    encoding === 'gzip' ? await sendGzipBatch(app, records) : await sendPlainBatch(app, records);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  return { gzipBytes: wire, jsonBytes: decoded };
}

const report = (name: string, r: Awaited<ReturnType<typeof sendBatches>>) =>
  console.log(
    `[${testDialect}] ${name}: ${r.stored} bytes stored for ${r.wire} on the wire (${r.decoded} decoded): ` +
      `${r.ratio.toFixed(2)}x the wire, ${(r.stored / r.decoded).toFixed(2)}x the decoded JSON`,
  );

describe('bytes stored per byte on the wire', () => {
  it('stays within 20x for a batch of 1000 junk records', async () => {
    const words = wordsFrom(1);
    const result = await sendBatches((batch) =>
      Array.from({ length: PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST }, (_, i) => {
        const id = `junk.${batch}.${i}`;
        switch (i % 4) {
          // A kind of 300 characters (what gzip packs best): refused by the envelope, stored cut to 64. Longer
          // ones would unpack past the decoded-size cap (maxDecodedBytes) and the whole batch be refused 413.
          case 0:
            return { id, kind: 'x'.repeat(300), payload: {} };
          // A short kind nobody registered, different on every record: its own reason each time.
          case 1:
            return { id, kind: `kind-${batch}-${i}`, sessionId: 's', seq: i, time: 1, pagePath: '/', payload: {} };
          // A known kind with a payload key of its own choosing: the path names it.
          case 2:
            return {
              id,
              kind: 'performance',
              sessionId: 's',
              seq: i,
              time: 1,
              pagePath: '/',
              payload: { data: { measures: { [`rum-${words(40, '-')}`]: 'slow' } } },
            };
          default:
            return { id, kind: 42 };
        }
      }),
    );
    report('1000 junk records', result);
    expect(result.ratio).toBeLessThanOrEqual(20);
    // Counts, not a row per record: at most 21 per batch, every text bounded, the long kinds cut with a hash.
    const rows = await db
      .selectFrom('telemetry_rejections')
      .select((eb) => [
        'batch_id',
        eb.fn.countAll<number>().as('rows'),
        eb.fn.sum<number>('count').as('records'),
        eb.fn.max(sql<number>`length(kind)`).as('kind'),
        eb.fn.max(sql<number>`length(reason)`).as('reason'),
      ])
      .groupBy('batch_id')
      .execute();
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      expect(Number(row.rows)).toBeLessThanOrEqual(21);
      expect(Number(row.records)).toBe(1000);
      expect(Number(row.kind)).toBeLessThanOrEqual(64);
      expect(Number(row.reason)).toBeLessThanOrEqual(200);
    }
    const long = await db.selectFrom('telemetry_rejections').select('kind').where('kind', 'like', 'xxxx%').execute();
    expect(long.length).toBeGreaterThan(0);
    for (const { kind } of long) expect(kind).toMatch(/^x{55}~[0-9a-f]{8}$/);
  });

  it('stays within 20x for a valid batch of 1000 records as large as the server takes', async () => {
    const words = wordsFrom(2);
    const time = 1_700_000_000_000;
    const userAgent = `Mozilla/5.0 (${words(60)}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`;
    const result = await sendBatches((batch) => {
      const records: unknown[] = [];
      for (let i = 0; i < PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST; i += 1) {
        const base = { id: `page${batch}.${i}`, sessionId: `session-${batch}`, seq: i, time: time + i };
        const pagePath = `/${words(30, '/')}`;
        if (i % 3 === 0)
          records.push({
            ...base,
            kind: 'error',
            pagePath,
            payload: {
              app: 'site',
              message: words(300),
              stack: words(420, '\n    at '),
              file: `https://example.com/assets/${words(40, '-')}.js`,
              line: i,
              column: 7,
              websiteId: 'w1',
              templateId: 't1',
              url: `https://example.com${pagePath}`,
              userAgent,
            },
          });
        else
          records.push({
            ...base,
            kind: 'event',
            pagePath,
            payload: { event: words(30, '-'), data: JSON.stringify({ note: words(600) }) },
          });
      }
      return records;
    });
    report('1000 valid records, about 1 MB decoded', result);
    expect(result.decoded / 10).toBeGreaterThan(0.8 * PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES);
    expect(result.ratio).toBeLessThanOrEqual(20);
  });

  it('stores 1000 of the smallest valid records with sequential ids within 20x, plain where gzip is refused', async () => {
    // Gzip packs each into about 9 bytes and each takes a row of its own: PostgreSQL's rows outweigh that and
    // the body is refused (rowBudget.test.ts); our client then sends the same records plain.
    const records = (batch: number) =>
      Array.from({ length: PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST }, (_, i) => ({
        id: `p${batch}.${i}`,
        kind: 'census.quick-view',
        sessionId: 's',
        seq: i,
        time: 1_700_000_000_000 + i,
        pagePath: '/',
        payload: { itemId: 'i' },
      }));
    await storeOne(records(-1), 'plain'); // the tables' first pages, not counted
    const before = await storedBytes(db);
    let wire = 0;
    const encodings = new Set<string>();
    for (let batch = 0; batch < 10; batch += 1) {
      const gzip = await sendGzipBatch(app, records(batch));
      if (gzip.reply.statusCode === 413) {
        encodings.add('plain');
        wire += (await storeOne(records(batch), 'plain')).gzipBytes;
      } else {
        expect(gzip.reply.statusCode).toBe(200);
        encodings.add('gzip');
        wire += gzip.wire;
      }
    }
    const stored = (await storedBytes(db)) - before;
    console.log(
      `[${testDialect}] 1000 minimal valid records, sent ${[...encodings].join(' and ')}: ${(stored / wire).toFixed(2)}x the wire`,
    );
    expect(stored / wire).toBeLessThanOrEqual(20);
  });
});

describe('the decoded-size cap: a gzip body unpacks to at most MAX_DECODED_PER_WIRE_BYTE times its size', () => {
  const R = PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE;
  // Valid records alike but for their ids, as repetitive as a crafted body can make them while each is stored.
  const alike = (prefix: string, n: number, data = '{}') =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}.${i}`,
      kind: 'event',
      sessionId: 's',
      seq: i,
      time: 1_700_000_000_000,
      pagePath: '/',
      payload: { event: 'e', data },
    }));
  const send = (records: unknown[]) => sendGzipBatch(app, records);

  it('refuses a tiny crafted body that unpacks past the small floor, with a 413 naming the limit, and stores nothing', async () => {
    // Five records of 30 KB of JSON each, valid, that gzip packs into a few hundred bytes: under the old
    // 256 KiB floor they were stored, hundreds of times the bytes on the wire.
    const { reply, wire, decoded } = await send(alike('tiny', 5, 'x'.repeat(30_000)));
    expect(wire).toBeLessThan(1024);
    expect(decoded).toBeGreaterThan(R * wire);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      error: 'Batch too large',
      fields: {
        $: expect.stringMatching(new RegExp(`^unpacks to more than \\d+ bytes: a gzip body may unpack to ${R} times`)),
      },
    });
    const rows = await db.selectFrom('telemetry_batches').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a batch of long alike records that unpacks past the ratio, and stores batches within it', async () => {
    const over = await send(alike('over', 100, 'x'.repeat(9000)));
    expect(over.decoded / over.wire).toBeGreaterThan(R);
    expect(over.reply.statusCode).toBe(413);
    const before = await storedBytes(db);
    // Alike records with a few characters of their own, compressing just within the ratio.
    const words = wordsFrom(7);
    let wire = 0;
    let decoded = 0;
    for (let batch = 0; batch < 10; batch += 1) {
      const records = alike(`within${batch}`, 1000).map((record, i) => ({
        ...record,
        // Each with a few characters of its own: enough on the wire for its row (rowBudget.test.ts).
        payload: { event: 'e', data: `{"n":${(i * 7919 + batch * 104729) % 1_000_003},"t":"${words(12, '')}"}` },
      }));
      const sent = await send(records);
      expect(sent.decoded / sent.wire).toBeLessThanOrEqual(R);
      expect(sent.reply.statusCode, sent.reply.body.slice(0, 300)).toBe(200);
      expect(sent.reply.json().stored).toBe(1000);
      wire += sent.wire;
      decoded += sent.decoded;
    }
    const stored = (await storedBytes(db)) - before;
    report(`1000 alike valid records within ${R}x`, { ratio: stored / wire, wire, decoded, stored });
    expect(stored / decoded).toBeLessThanOrEqual(2.5);
  });
});
