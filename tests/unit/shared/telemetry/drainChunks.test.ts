import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ChunkStore } from '../../../../src/offMain/ChunkStore';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';
import { isPersistedChunk, type PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import { createInflightBudget } from '../../../../src/offMain/createInflightBudget';
import { drainChunks } from '../../../../src/offMain/drainChunks';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import type { WriterLockManager } from '../../../../src/shared/telemetry/writerLocks';
import { fakeWriterLocks } from './fakeWriterLocks';

const chunk = (key: string, claim?: PersistedChunk['claim']): PersistedChunk => ({
  key,
  destination: '/api/telemetry/batch',
  count: 2,
  json: `{"id":"${key}.0"},{"id":"${key}.1"}`,
  createdAt: 1,
  ...(claim ? { claim } : {}),
});
const NOW = 1_000_000;
const answer = (status: number) => async () => new Response('{}', { status });
const sentBodies = (calls: string[]) => calls.flatMap((body) => [...body.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]));

function drain(
  store: ChunkStore,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  roundId = 'page1.r0',
  takeOverFrom?: string,
) {
  return drainChunks({
    store,
    fetch,
    budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
    maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
    now: () => NOW,
    roundId,
    takeOverFrom,
  });
}

describe('a drain round claims chunks instead of locking the store', () => {
  it('sends the chunks no one holds and deletes them after a 2xx', async () => {
    const store = createMemoryChunkStore([chunk('a'), chunk('b')]);
    const bodies: string[] = [];
    const outcome = await drain(
      store,
      async (_url, init) => (bodies.push(String(init.body)), new Response('{}', { status: 200 })),
    );
    expect(sentBodies(bodies)).toEqual(['a.0', 'a.1', 'b.0', 'b.1']);
    expect(outcome).toMatchObject({ sent: 4, heldElsewhere: 0, heldUntil: null, retry: false });
    expect(store.chunks.size).toBe(0);
  });

  it("names its requests' path and clock, sending another writer's chunks (an earlier page's) as `resend`", async () => {
    const store = createMemoryChunkStore([chunk('1:page1:0'), chunk('2:oldpage:0'), chunk('3:page1:1')]);
    const sent: Array<{ url: string; ids: string[] }> = [];
    await drainChunks({
      store,
      fetch: async (url, init) => (
        sent.push({ url, ids: sentBodies([String(init.body)]) as string[] }),
        new Response('{}', { status: 200 })
      ),
      budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: () => NOW,
      roundId: 'page1.r0',
      via: 'worker',
      ownWriter: 'page1',
    });
    expect(sent).toEqual([
      {
        url: `/api/telemetry/batch?via=worker&sent=${NOW}`,
        ids: ['1:page1:0.0', '1:page1:0.1', '3:page1:1.0', '3:page1:1.1'],
      },
      { url: `/api/telemetry/batch?via=resend&sent=${NOW}`, ids: ['2:oldpage:0.0', '2:oldpage:0.1'] },
    ]);
  });

  it('leaves chunks another round holds to it, counts them as still queued and says when their claim ends', async () => {
    const until = NOW + 20_000;
    const store = createMemoryChunkStore([chunk('a', { owner: 'sw.r3', until }), chunk('b')]);
    const bodies: string[] = [];
    const outcome = await drain(
      store,
      async (_url, init) => (bodies.push(String(init.body)), new Response('{}', { status: 200 })),
    );
    expect(sentBodies(bodies)).toEqual(['b.0', 'b.1']);
    expect(outcome).toMatchObject({ sent: 2, heldElsewhere: 2, heldUntil: until, retry: false });
    expect(store.chunks.get('a')?.claim).toEqual({ owner: 'sw.r3', until });
  });

  it('takes over chunks whose claim ran out (a round that died with its page)', async () => {
    const store = createMemoryChunkStore([chunk('a', { owner: 'closed-page.r9', until: NOW - 1 })]);
    const bodies: string[] = [];
    const outcome = await drain(
      store,
      async (_url, init) => (bodies.push(String(init.body)), new Response('{}', { status: 200 })),
    );
    expect(sentBodies(bodies)).toEqual(['a.0', 'a.1']);
    expect(outcome.heldElsewhere).toBe(0);
  });

  it("takes over at once what a hidden page's rounds claimed, and only that page's", async () => {
    const until = NOW + 20_000;
    const store = createMemoryChunkStore([
      chunk('a', { owner: 'k3x9a.r0', until }),
      chunk('b', { owner: 'k3x9ab.r0', until }),
      chunk('c', { owner: 'sw1.r2', until }),
    ]);
    const bodies: string[] = [];
    const outcome = await drain(
      store,
      async (_url, init) => (bodies.push(String(init.body)), new Response('{}', { status: 200 })),
      'sw2.r0',
      'k3x9a',
    );
    expect(sentBodies(bodies)).toEqual(['a.0', 'a.1']);
    expect(outcome).toMatchObject({ sent: 2, heldElsewhere: 4 });
    expect([...store.chunks.keys()]).toEqual(['b', 'c']);
  });

  it('lets go of its chunks when the send must be retried, so the next round may send them at once', async () => {
    const store = createMemoryChunkStore([chunk('a')]);
    const outcome = await drain(store, answer(503));
    expect(outcome).toMatchObject({ retry: true, remaining: 2, sent: 0 });
    expect(store.chunks.get('a')).toEqual(chunk('a'));
    const again = await drain(store, answer(200), 'page1.r1');
    expect(again.sent).toBe(2);
  });

  it('keeps its claim while sending, so a second round running meanwhile does not send the same chunks', async () => {
    const store = createMemoryChunkStore([chunk('a'), chunk('b')]);
    let answerFirst: (r: Response) => void = () => undefined;
    const first = drain(store, () => new Promise<Response>((resolve) => (answerFirst = resolve)), 'page1.r0');
    await new Promise((r) => setTimeout(r, 0));
    const bodies: string[] = [];
    const second = await drain(
      store,
      async (_url, init) => (bodies.push(String(init.body)), new Response('{}', { status: 200 })),
      'sw.r0',
    );
    expect(bodies).toEqual([]);
    expect(second.heldElsewhere).toBe(4);
    answerFirst(new Response('{}', { status: 200 }));
    expect((await first).sent).toBe(4);
    expect(store.chunks.size).toBe(0);
  });
});

describe('a drain round takes over the claims of writers that are gone (their Web Lock is free)', () => {
  const until = NOW + 20_000;
  const ok = (bodies: string[]) => async (_url: string, init: RequestInit) => (
    bodies.push(String(init.body)),
    new Response('{}', { status: 200 })
  );
  const drainKnowing = (
    store: ChunkStore,
    bodies: string[],
    locks: WriterLockManager | undefined,
    roundId = 'page2.r0',
  ) =>
    drainChunks({
      store,
      fetch: ok(bodies),
      budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: () => NOW,
      roundId,
      locks,
    });

  it('sends at once what a gone writer claimed, and leaves a live writer its chunks', async () => {
    const store = createMemoryChunkStore([
      chunk('a', { owner: 'gonepage.r0', until }),
      chunk('b', { owner: 'livepage.r4', until }),
      chunk('c', { owner: 'sw1.r0', until }),
    ]);
    const bodies: string[] = [];
    const outcome = await drainKnowing(store, bodies, fakeWriterLocks(['page2', 'livepage']));
    // The gone page's and the stopped service worker's chunks go now; the live page's stay its own.
    expect(sentBodies(bodies)).toEqual(['a.0', 'a.1', 'c.0', 'c.1']);
    expect(outcome).toMatchObject({ sent: 4, heldElsewhere: 2, heldUntil: until });
    expect([...store.chunks.keys()]).toEqual(['b']);
  });

  it("never takes over its own writer's other rounds, whatever the locks say", async () => {
    const store = createMemoryChunkStore([chunk('a', { owner: 'page2.r0', until })]);
    const bodies: string[] = [];
    const outcome = await drainKnowing(store, bodies, fakeWriterLocks([]), 'page2.r1');
    expect(bodies).toEqual([]);
    expect(outcome.heldElsewhere).toBe(2);
  });

  it('waits out the lease where the live writers cannot be told (no Web Locks)', async () => {
    const store = createMemoryChunkStore([chunk('a', { owner: 'gonepage.r0', until })]);
    const bodies: string[] = [];
    const outcome = await drainKnowing(store, bodies, undefined);
    expect(bodies).toEqual([]);
    expect(outcome).toMatchObject({ heldElsewhere: 2, heldUntil: until });
  });

  it('asks for the locks only when some chunk is held elsewhere', async () => {
    const locks = fakeWriterLocks([]);
    const bodies: string[] = [];
    await drainKnowing(
      createMemoryChunkStore([chunk('a'), chunk('b', { owner: 'old.r0', until: NOW - 1 })]),
      bodies,
      locks,
    );
    expect(sentBodies(bodies)).toEqual(['a.0', 'a.1', 'b.0', 'b.1']);
    expect(locks.queries).toBe(0);
  });
});

describe('a gzip body the server refuses with 413', () => {
  // What the server answers a gzip body whose rows or decoded size its wire bytes do not cover.
  const refuseGzip = (sent: Array<{ url: string; ids: string[] }>) => async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? init.body : gunzipSync(init.body as Uint8Array).toString('utf8');
    sent.push({ url, ids: sentBodies([body]) as string[] });
    return new Response('{}', { status: url.includes('encoding=gzip') ? 413 : 200 });
  };
  const drainGzip = (store: ChunkStore, fetch: (url: string, init: RequestInit) => Promise<Response>) =>
    drainChunks({
      store,
      fetch,
      budget: createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES),
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: () => NOW,
      roundId: 'page1.r0',
      via: 'worker',
      ownWriter: 'page1',
      // Records that compress as well as the server would refuse: gzip is smaller than the JSON, so it is tried.
      compress: async (text) => new Uint8Array(gzipSync(text)),
    });

  it('is sent again plain in the same round, on its path, and nothing is dropped', async () => {
    const many = (key: string): PersistedChunk => ({
      ...chunk(key),
      count: 200,
      json: Array.from({ length: 200 }, (_, i) => `{"id":"${key}.${i}"}`).join(','),
    });
    const store = createMemoryChunkStore([many('1:page1:0'), many('2:page1:1')]);
    const sent: Array<{ url: string; ids: string[] }> = [];
    const outcome = await drainGzip(store, refuseGzip(sent));
    expect(sent.map(({ url }) => url)).toEqual([
      `/api/telemetry/batch?encoding=gzip&via=worker&sent=${NOW}`,
      `/api/telemetry/batch?via=worker&sent=${NOW}`,
    ]);
    expect(sent[1]!.ids).toEqual(sent[0]!.ids);
    expect(sent[1]!.ids).toHaveLength(400);
    expect(outcome).toMatchObject({ sent: 400, refused: [], retry: false, requests: 2 });
    expect(store.chunks.size).toBe(0);
  });

  it('is dropped and counted when the plain body is refused too', async () => {
    const store = createMemoryChunkStore([chunk('a')]);
    const outcome = await drain(store, answer(413));
    expect(outcome).toMatchObject({ sent: 0, refused: [{ status: 413, count: 2, analytics: 0 }] });
    expect(store.chunks.size).toBe(0);
  });
});

describe('a stored chunk is checked on the way out', () => {
  it('accepts a chunk with or without a claim and refuses a malformed claim', () => {
    expect(isPersistedChunk(chunk('a'))).toBe(true);
    expect(isPersistedChunk(chunk('a', { owner: 'x', until: 5 }))).toBe(true);
    expect(isPersistedChunk({ ...chunk('a'), claim: { owner: 3 } })).toBe(false);
  });
});
