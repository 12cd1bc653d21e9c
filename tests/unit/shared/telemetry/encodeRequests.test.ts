import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import { chunkSerialisedRecords } from '../../../../src/shared/telemetry/chunkSerialisedRecords';
import { createInflightBudget } from '../../../../src/offMain/createInflightBudget';
import { drainChunks } from '../../../../src/offMain/drainChunks';
import { encodeRequests, gzipText, type WireRequest } from '../../../../src/offMain/encodeRequests';
import { maxDecodedBytes } from '../../../../src/shared/telemetry/maxDecodedBytes';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';

const BATCH = '/api/telemetry/batch';
// Records as the worker persists them: serialised, then cut into chunks that each fit one plain request.
function chunksOf(records: string[]): PersistedChunk[] {
  return chunkSerialisedRecords(records, PIPELINE_LIMITS.MAX_REQUEST_BYTES).chunks.map((chunk, i) => ({
    key: `k${String(i).padStart(4, '0')}`,
    destination: BATCH,
    count: chunk.count,
    json: chunk.json,
    createdAt: 1,
  }));
}
// A few characters of noise per record, as real records carry (times, ids, values): records this small
// and repetitive compress about 6 times, within what the server takes (MAX_DECODED_PER_WIRE_BYTE).
const token = (i: number, length = 8) => {
  let text = '';
  for (let n = 0; text.length < length; n += 1) text += createHash('sha256').update(`${i}.${n}`).digest('base64');
  return text.slice(0, length);
};
const records = (
  n: number,
  payload: (i: number) => unknown = (i) => ({ event: 'bench', data: `{"i":${i},"t":"${token(i)}"}` }),
) =>
  Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      id: `page1.${i}`,
      kind: 'event',
      sessionId: 's1',
      seq: i,
      time: 1700000000000 + i,
      pagePath: '/',
      payload: payload(i),
    }),
  );
async function unpack(request: WireRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  expect(request.url).toBe(BATCH + '?encoding=gzip');
  expect(request.body).toBeInstanceOf(Uint8Array);
  return gunzipSync(request.body).toString('utf8');
}
const idsOf = (json: string) => [...json.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);
// Incompressible payloads: random base64, as a worst case for the size after gzip.
const noise = () => Buffer.from(Array.from({ length: 600 }, () => Math.floor(Math.random() * 256))).toString('base64');

describe('requests of a drain round, gzip-compressed where the platform can', () => {
  it('sends 1000 small records in one gzip request of a few KB, where plain JSON takes several', async () => {
    const chunks = chunksOf(records(1000));
    const plain = await encodeRequests(chunks, PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    expect(plain.length).toBeGreaterThanOrEqual(4);
    const packed = await encodeRequests(chunks, PIPELINE_LIMITS.MAX_REQUEST_BYTES, gzipText);
    expect(packed.length).toBe(1);
    expect(packed[0]!.bytes).toBeLessThan(PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    expect(packed[0]!.bytes).toBe((packed[0]!.body as Uint8Array).byteLength);
    const json = await unpack(packed[0]!);
    expect(json).toBe(packed[0]!.json);
    expect(JSON.parse(json).records).toHaveLength(1000);
    expect(packed[0]!.keys).toEqual(chunks.map((c) => c.key));
  });

  it('splits a body whose gzip is still too large until each fits, sending every chunk once', async () => {
    const chunks = chunksOf(records(300, () => ({ event: 'noise', data: noise() })));
    const requests = await encodeRequests(chunks, PIPELINE_LIMITS.MAX_REQUEST_BYTES, gzipText);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.bytes).toBeLessThanOrEqual(PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    const ids = (await Promise.all(requests.map(unpack))).flatMap(idsOf);
    expect(ids).toEqual(records(300).map((_, i) => `page1.${i}`));
    expect(requests.flatMap((r) => r.keys).sort()).toEqual(chunks.map((c) => c.key));
  });

  it('keeps to the records-per-request limit', async () => {
    const chunks = chunksOf(records(2500, (i) => ({ t: token(i, 4) })));
    const requests = await encodeRequests(chunks, PIPELINE_LIMITS.MAX_REQUEST_BYTES, gzipText);
    expect(requests.length).toBe(3);
    for (const request of requests) expect(request.count).toBeLessThanOrEqual(PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST);
  });

  it('sends records that compress better than the server takes plain, each body within the wire size, every chunk once', async () => {
    // 300 records alike but for their ids, each with 5000 characters of one letter: their JSON compresses
    // over 100 times, and the server refuses a gzip body that unpacks to more than MAX_DECODED_PER_WIRE_BYTE
    // times its size.
    const chunks = chunksOf(records(300, () => ({ event: 'scroll', data: 'x'.repeat(5000) })));
    const json = `{"records":[${chunks.map((c) => c.json).join(',')}]}`;
    expect(json.length / (await gzipText(json)).byteLength).toBeGreaterThan(PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE);
    const requests = await encodeRequests(chunks, PIPELINE_LIMITS.MAX_REQUEST_BYTES, gzipText);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) {
      expect(typeof request.body).toBe('string');
      expect(request.url).toBe(BATCH);
      expect(request.bytes).toBeLessThanOrEqual(PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    }
    expect((await Promise.all(requests.map(unpack))).flatMap(idsOf)).toEqual(
      Array.from({ length: 300 }, (_, i) => `page1.${i}`),
    );
    expect(requests.flatMap((r) => r.keys).sort()).toEqual(chunks.map((c) => c.key));
  });

  it('sends gzip only where the server takes it: every body unpacks to at most maxDecodedBytes of its size', async () => {
    for (const payload of [
      (i: number) => ({ event: 'bench', data: `{"i":${i},"t":"${token(i)}"}` }),
      () => ({ event: 'scroll', data: '{}' }),
      () => ({ event: 'scroll', data: 'x'.repeat(5000) }),
      (i: number) => ({ event: 'noise', data: token(i, 400) }),
    ]) {
      const requests = await encodeRequests(
        chunksOf(records(1000, payload)),
        PIPELINE_LIMITS.MAX_REQUEST_BYTES,
        gzipText,
      );
      for (const request of requests)
        if (typeof request.body !== 'string')
          expect(Buffer.byteLength(request.json)).toBeLessThanOrEqual(maxDecodedBytes(request.bytes));
    }
  });

  it('a drain round posts the gzip body to the batch endpoint with encoding=gzip, counting compressed bytes against the keepalive budget', async () => {
    const store = createMemoryChunkStore(chunksOf(records(1000)));
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const outcome = await drainChunks({
      store,
      fetch: async (url, init) => (calls.push({ url, init }), new Response('{}', { status: 200 })),
      budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: () => 1,
      roundId: 'page1.r0',
      compress: gzipText,
    });
    expect(calls.map((c) => c.url)).toEqual([BATCH + '?encoding=gzip']);
    // A CORS-simple request: a safelisted type and no other header.
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    });
    expect(Object.keys(calls[0]!.init.headers as object)).toEqual(['content-type']);
    const sentBytes = (calls[0]!.init.body as Uint8Array).byteLength;
    expect(outcome).toMatchObject({ requests: 1, sent: 1000, bytes: sentBytes, retry: false });
    expect(store.chunks.size).toBe(0);
  });
});

describe('a round started because most of a full request waited sends full requests only', () => {
  // Records of about 1.7 KB of JSON: 620 are more than one gzip request's 960 KB of JSON, 500 fit. Their text
  // repeats 20 characters of noise, so 500 compress into one request's wire bytes yet within the server's ratio.
  const analytics = (n: number) =>
    records(n, (i) => ({
      name: 'wire-stream',
      data: { marker: 'wire-stream', i, text: token(i, 20).repeat(78).slice(0, 1560) },
    }));
  it('(the records are that size)', () => {
    const size = (n: number) => analytics(n).join(',').length;
    expect(size(620)).toBeGreaterThan(PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES);
    expect(size(500)).toBeLessThan(PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES);
  });
  const roundOf = (store: ReturnType<typeof createMemoryChunkStore>, fullOnly: boolean, bodies: string[]) =>
    drainChunks({
      store,
      fetch: async (_url, init) => (
        bodies.push(gunzipSync(init.body as Uint8Array).toString('utf8')),
        new Response('{}', { status: 200 })
      ),
      budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: () => 1,
      roundId: 'page1.r0',
      compress: gzipText,
      fullOnly,
    });

  it('leaves the smaller last request of the round unclaimed for the next, and counts it as held back', async () => {
    const store = createMemoryChunkStore(chunksOf(analytics(620)));
    const bodies: string[] = [];
    const outcome = await roundOf(store, true, bodies);
    expect(outcome.requests).toBe(1);
    const sent = idsOf(bodies[0]!);
    expect(bodies[0]!.length).toBeLessThanOrEqual(PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES);
    expect(sent).toEqual(Array.from({ length: sent.length }, (_, i) => `page1.${i}`));
    expect(outcome).toMatchObject({
      sent: sent.length,
      heldBack: { records: 620 - sent.length },
      heldElsewhere: 0,
      remaining: 0,
    });
    expect(outcome.heldBack.bytes).toBeGreaterThan(0);
    const left = [...store.chunks.values()];
    expect(left.reduce((n, chunk) => n + chunk.count, 0)).toBe(620 - sent.length);
    expect(left.every((chunk) => chunk.claim === undefined)).toBe(true);
    // The next round that sends everything takes them.
    const more: string[] = [];
    await roundOf(store, false, more);
    expect([...sent, ...idsOf(more[0]!)]).toEqual(Array.from({ length: 620 }, (_, i) => `page1.${i}`));
  });

  it('sends a single request however small: a round that sends everything sends the remainder too', async () => {
    for (const fullOnly of [true, false]) {
      const store = createMemoryChunkStore(chunksOf(analytics(500)));
      const bodies: string[] = [];
      const outcome = await roundOf(store, fullOnly, bodies);
      expect(outcome).toMatchObject({ requests: 1, sent: 500, heldBack: { records: 0, bytes: 0 } });
    }
    const store = createMemoryChunkStore(chunksOf(analytics(620)));
    const outcome = await roundOf(store, false, []);
    expect(outcome).toMatchObject({ requests: 2, sent: 620, heldBack: { records: 0 } });
  });
});
