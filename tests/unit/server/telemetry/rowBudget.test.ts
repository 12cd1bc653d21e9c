import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { testDialect } from '../../../postgres/openTestStorage';
import { closeDemoApp, openDemoApp, type DemoApp } from '../demoApp';
import { sendGzipBatch, sendPlainBatch } from './sendGzipBatch';
import { storedBytes } from './storedBytes';

// Issue 49.1, the rows: every stored record takes a row of its own (about 140 bytes beside its texts on
// PostgreSQL: tuple header, times, batch id, index entries), and a gzip body of records that differ in little
// packs each into 3 to 9 bytes. Such bodies stored 23x (sequential ids) to 54x (one id digit apart) their wire
// bytes on PostgreSQL, and a burst of one event from one page's task 34x. A gzip request whose rows would
// pass MAX_STORED_PER_WIRE_BYTE times its size is refused (413) and our client sends it plain
// (drainChunks.test.ts); so whatever a crafted body packs, what is stored stays within 20 bytes per wire byte.
const MAX_STORED_PER_WIRE_BYTE = 20;
let demo: DemoApp;
beforeEach(async () => {
  demo = await openDemoApp();
});
afterEach(() => closeDemoApp(demo));

type Make = (batch: number, i: number) => Record<string, unknown>;
const BODIES: Record<string, Make> = {
  'sequential ids, one page path': (b, i) => ({
    id: `census.form-render.${b}.${i}`,
    kind: 'census.form-render',
    sessionId: 's',
    seq: i,
    time: 1_700_000_000_000 + i,
    pagePath: '/x',
    payload: { formId: 'f' },
  }),
  'one id digit apart, seq and time alike': (b, i) => ({
    id: `a${b}.${i}`,
    kind: 'census.overlay',
    sessionId: 's',
    seq: 0,
    time: 1_700_000_000_000,
    pagePath: '/',
    payload: { action: 'show' },
  }),
  'ids of 100 characters, alike but for their end': (b, i) => ({
    id: `${'i'.repeat(90)}${b}.${String(i).padStart(6, '0')}`.slice(-100),
    kind: 'census.overlay',
    sessionId: 's'.repeat(100),
    seq: 0,
    time: 1_700_000_000_000,
    pagePath: '/',
    payload: { action: 'show' },
  }),
  // Every record a page view of its own: a delivery row each.
  'a page view per record': (b, i) => ({
    id: `v${b}x${i}.0`,
    kind: 'census.overlay',
    sessionId: 's',
    seq: 0,
    time: 1_700_000_000_000,
    pagePath: '/',
    payload: { action: 'show' },
  }),
  // A page's burst of one event from one task: what a real page sends (page id, session id, one task's time).
  'one event a thousand times from one task': (b, i) => ({
    id: `k3x9a0q000000${b + 10}abcdef.${i + 3}`,
    kind: 'event',
    sessionId: 'd8Jk2LmQ9xT4vB6nR1cZ0w',
    seq: i + 3,
    time: 1_764_355_200_123,
    pagePath: '/',
    payload: { event: 'click', data: '' },
  }),
};

describe('a gzip body of records that differ in little', () => {
  it('is refused with a 413 that names its records and says to send it plain; plain, every record is stored', async () => {
    const make = BODIES['sequential ids, one page path']!;
    const records = Array.from({ length: 1000 }, (_, i) => make(0, i));
    const gzip = await sendGzipBatch(demo.app, records);
    expect(gzip.reply.statusCode).toBe(413);
    expect(gzip.reply.json()).toEqual({
      error: 'Batch too compressible',
      fields: {
        records: expect.stringMatching(
          new RegExp(`^1000 records in ${gzip.wire} bytes of gzip: .* more than 16 times .*; send it plain$`),
        ),
      },
    });
    // Plain, in requests of at most MAX_REQUEST_BYTES, as our client sends it (drainChunks.test.ts).
    for (let start = 0; start < records.length; start += 100) {
      const plain = await sendPlainBatch(demo.app, records.slice(start, start + 100));
      expect(plain.wire).toBeLessThanOrEqual(PIPELINE_LIMITS.MAX_REQUEST_BYTES);
      expect(plain.reply.statusCode).toBe(200);
      expect(plain.reply.json()).toMatchObject({ stored: 100, duplicates: 0 });
    }
  });

  it.each(Object.keys(BODIES))('%s: at most 20x, packed as tightly as the server takes', async (name) => {
    const make = BODIES[name]!;
    const batch = (b: number, n: number) => Array.from({ length: n }, (_, i) => make(b, i));
    await sendPlainBatch(demo.app, batch(-1, 1)); // the tables' first pages, not counted
    // The attacker's best: as many records a request as the server takes in gzip, for 64 KB on the wire (so
    // that the database's 8 KB pages are not the measure).
    const before = await storedBytes(demo.db);
    let n: number = PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST;
    let refused = 0;
    let wire = 0;
    let records = 0;
    for (let b = 0; wire < 64 * 1024; b += 1) {
      let sent = await sendGzipBatch(demo.app, batch(b, n));
      while (sent.reply.statusCode === 413 && n > 1) {
        refused += 1;
        sent = await sendGzipBatch(demo.app, batch(b, (n = Math.floor(n * 0.8))));
      }
      expect(sent.reply.statusCode, sent.reply.body.slice(0, 200)).toBe(200);
      wire += sent.wire;
      records += n;
    }
    const stored = (await storedBytes(demo.db)) - before;
    console.log(
      `[${testDialect}] ${name}: ${n} records a request (${refused} refused), ${(wire / records).toFixed(1)} bytes ` +
        `a record on the wire, ${(stored / records).toFixed(0)} stored: ${(stored / wire).toFixed(1)}x`,
    );
    expect(stored / wire).toBeLessThanOrEqual(MAX_STORED_PER_WIRE_BYTE);
  });

  it('plain requests of one smallest record each: at most 20x, the request and its page view counted', async () => {
    const make = BODIES['a page view per record']!;
    await sendPlainBatch(demo.app, [make(-1, 0)]);
    const before = await storedBytes(demo.db);
    let wire = 0;
    let requests = 0;
    for (; wire < 64 * 1024; requests += 1) {
      const sent = await sendPlainBatch(demo.app, [make(requests, 0)]);
      expect(sent.reply.statusCode).toBe(200);
      wire += sent.wire;
    }
    const stored = (await storedBytes(demo.db)) - before;
    console.log(
      `[${testDialect}] plain, one record a request: ${(wire / requests).toFixed(0)} bytes a request on the wire, ` +
        `${(stored / requests).toFixed(0)} stored: ${(stored / wire).toFixed(1)}x`,
    );
    expect(stored / wire).toBeLessThanOrEqual(MAX_STORED_PER_WIRE_BYTE);
  });
});
