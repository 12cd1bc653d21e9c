import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TelemetryWorker } from '../../../../src/worker/TelemetryWorker';
import { createStampedBatch, pushStamp, stampTaskTime } from '../../../../src/shared/telemetry/StampedRecord';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { createManualClock } from './manualClock';

// Twenty characters of noise per record, as real records carry (positions, times, ids): records this
// small compress less than 10 times, within what the server takes in gzip (MAX_DECODED_PER_WIRE_BYTE); records
// that compress better are sent plain (tests/unit/shared/telemetry/encodeRequests.test.ts).
const noise = (n: number) => createHash('sha256').update(String(n)).digest('base64').slice(0, 20);
// A request's JSON: gzip-compressed, or plain where it compresses better than the server takes.
const bodyText = (body: unknown) => (typeof body === 'string' ? body : gunzipSync(body as Uint8Array).toString('utf8'));
import { flakyStore } from '../../shared/telemetry/flakyChunkStore';
import {
  STORAGE_FAILED_WARNING,
  WORKER_NOTICE_TYPE,
  type WorkerNotice,
} from '../../../../src/shared/telemetry/workerNotices';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';
import { TRACK_CALL_KIND } from '../../../../src/shared/telemetry/raw/rawRecordKinds';

describe('TelemetryWorker accept', () => {
  it('starts on a batch only ACCEPT_DEFER_MS after receiving it, then persists it and answers how many it kept', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = createMemoryChunkStore([]);
    const fetches: string[] = [];
    const worker = new TelemetryWorker({
      store,
      fetch: async (url) => (fetches.push(url), new Response(null, { status: 200 })),
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: () => undefined,
    });
    const batch = createStampedBatch('/shop', 0);
    stampTaskTime(batch, clock.now());
    for (let i = 0; i < 3; i++)
      pushStamp(batch, 'event', 'button-click', { event: 'button-click', data: `{"i":${i}}` });

    let answered: number | null = null;
    void worker.accept(batch).then((kept) => (answered = kept));
    await clock.advance(PIPELINE_LIMITS.ACCEPT_DEFER_MS - 1);
    // The page's task that handed the batch over still has the CPU: nothing read, nothing stored yet.
    expect(store.chunks.size).toBe(0);
    expect(answered).toBeNull();
    expect((await worker.stats()).accepted).toBe(0);

    await clock.advance(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(answered).toBe(3);
    expect((await worker.stats()).accepted).toBe(3);
    const stored = [...store.chunks.values()].flatMap(
      (chunk) => JSON.parse(`[${chunk.json}]`) as Array<{ seq: number; pagePath: string }>,
    );
    expect(stored.map((r) => [r.seq, r.pagePath])).toEqual([
      [0, '/shop'],
      [1, '/shop'],
      [2, '/shop'],
    ]);
    expect(fetches).toEqual([]);
  });

  it('builds track() calls into analytics records before persisting them, and sends their warnings to the page in one notice', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = createMemoryChunkStore([]);
    const notices: WorkerNotice[] = [];
    const worker = new TelemetryWorker({
      store,
      fetch: async () => new Response(null, { status: 200 }),
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: (notice) => notices.push(notice),
    });
    const context = { automatic: { page_path: '/shop' }, analyticsId: 'aid-1' };
    const batch = createStampedBatch('/shop', 0);
    stampTaskTime(batch, clock.now());
    pushStamp(batch, TRACK_CALL_KIND, 'signup', { name: 'signup', data: { object_type: 1, plan: 'gold' }, context });
    pushStamp(batch, TRACK_CALL_KIND, 'signup', { name: 'signup', data: { action: 2 }, context });

    const kept = worker.accept(structuredClone(batch));
    await clock.advance(PIPELINE_LIMITS.ACCEPT_DEFER_MS);
    expect(await kept).toBe(2);
    const stored = [...store.chunks.values()].flatMap(
      (chunk) => JSON.parse(`[${chunk.json}]`) as Array<{ kind: string; payload: Record<string, string> }>,
    );
    expect(stored.map((r) => [r.kind, r.payload.analyticsId, JSON.parse(r.payload.customData!)])).toEqual([
      ['analytics', 'aid-1', { plan: 'gold' }],
      ['analytics', 'aid-1', {}],
    ]);
    expect(notices).toEqual([
      {
        type: WORKER_NOTICE_TYPE,
        texts: [
          'Analytics field "object_type" dropped: expected a string',
          'Analytics field "action" dropped: expected a string',
        ],
      },
    ]);
  });

  it('sends records made steadily, ten a frame, in gzip-compressed requests of about 800, not one per plain body', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = createMemoryChunkStore([]);
    const requests: Array<{ records: number }> = [];
    const worker = new TelemetryWorker({
      store,
      fetch: async (_url, init) => {
        const json = bodyText(init.body);
        requests.push({ records: (JSON.parse(json) as { records: unknown[] }).records.length });
        return new Response(null, { status: 200 });
      },
      // zlib's gzip, settled within the manual clock's turns (CompressionStream's runs on real time, while
      // the frames go on): each round then sends what it listed, as on a page.
      compress: async (text) => new Uint8Array(gzipSync(text)),
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: () => undefined,
    });
    for (let frame = 0; frame < 300; frame++) {
      const batch = createStampedBatch('/', frame * 10);
      stampTaskTime(batch, clock.now());
      for (let i = 0; i < 10; i++)
        pushStamp(batch, 'event', 'scroll', {
          event: 'scroll',
          data: `{"frame":${frame},"i":${i},"t":"${noise(frame * 10 + i)}"}`,
        });
      void worker.accept(batch);
      await clock.advance(16);
    }
    await clock.advance(PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS);
    expect(requests.reduce((sum, r) => sum + r.records, 0)).toBe(3000);
    // The first round after the batching delay, then one each time SEND_NOW_RECORDS wait, carrying what
    // arrived by the time it reads the store, in one request (a plain body's worth, SEND_NOW_BYTES, made 22).
    expect(requests[0]!.records).toBeLessThan(PIPELINE_LIMITS.SEND_NOW_RECORDS);
    expect(
      requests
        .slice(1, -1)
        .every(
          (r) => r.records >= PIPELINE_LIMITS.SEND_NOW_RECORDS && r.records <= PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST,
        ),
    ).toBe(true);
    expect(requests.length).toBeLessThanOrEqual(5);
  });

  it('sends records made one a second in at most ten requests per 1000 while the page stays visible, and the rest when it is hidden', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = createMemoryChunkStore([]);
    const requests: number[] = [];
    const worker = new TelemetryWorker({
      store,
      fetch: async (_url, init) => {
        const json = bodyText(init.body);
        requests.push((JSON.parse(json) as { records: unknown[] }).records.length);
        return new Response(null, { status: 200 });
      },
      compress: async (text) => new Uint8Array(gzipSync(text)),
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: () => undefined,
    });
    for (let second = 0; second < 1000; second++) {
      const batch = createStampedBatch('/', second);
      stampTaskTime(batch, clock.now());
      pushStamp(batch, 'event', 'click', { event: 'click', data: `{"n":${second},"t":"${noise(second)}"}` });
      void worker.accept(batch);
      await clock.advance(1000);
    }
    // The first rounds within seconds, then each waits for 200 records: 8 requests and the rest waiting,
    // where a round every 5 s made 200.
    expect(requests.length).toBeLessThanOrEqual(9);
    expect(requests.slice(4).every((records) => records >= PIPELINE_LIMITS.MIN_ROUND_RECORDS)).toBe(true);
    await worker.flush();
    await clock.advance(0);
    expect(requests.reduce((sum, records) => sum + records, 0)).toBe(1000);
    expect(requests.length).toBeLessThanOrEqual(10);
  });
});

describe('TelemetryWorker when IndexedDB refuses to write', () => {
  it('sends from memory, retrying, and acknowledges a hand-over only once it is sent; warns the page once', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const { store, inner, state } = flakyStore();
    state.full = true;
    const statuses = [503, 200, 200];
    const sent: number[] = [];
    const notices: WorkerNotice[] = [];
    const worker = new TelemetryWorker({
      store,
      fetch: async (_url, init) => {
        const status = statuses.shift() ?? 200;
        if (status === 200) sent.push((JSON.parse(String(init.body)) as { records: unknown[] }).records.length);
        return new Response(null, { status });
      },
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: (notice) => notices.push(notice),
    });
    const acknowledged: number[] = [];
    for (const from of [0, 3]) {
      const batch = createStampedBatch('/shop', from);
      stampTaskTime(batch, clock.now());
      for (let i = 0; i < 3; i++)
        pushStamp(batch, 'event', 'button-click', { event: 'button-click', data: `{"i":${from + i}}` });
      void worker.accept(batch).then((kept) => acknowledged.push(kept));
    }
    await clock.advance(PIPELINE_LIMITS.ACCEPT_DEFER_MS + PIPELINE_LIMITS.SEND_DELAY_MS - 1);
    // Kept, not persisted, not yet sent: the page must still hold them.
    expect(inner.chunks.size).toBe(0);
    expect(acknowledged).toEqual([]);
    // Said once, flagged for the page, which then keeps a copy of what it holds (HeldCopy.ts).
    expect(notices).toEqual([
      { type: WORKER_NOTICE_TYPE, texts: [`${STORAGE_FAILED_WARNING} (QuotaExceededError)`], storageFailed: true },
    ]);
    await clock.advance(1);
    // The first send met a 503: nothing acknowledged; the backoff's retry sends both hand-overs.
    expect(acknowledged).toEqual([]);
    await clock.advance(PIPELINE_LIMITS.BACKOFF_MAX_MS);
    expect(sent).toEqual([6]);
    expect(acknowledged).toEqual([3, 3]);
    expect(notices).toHaveLength(1);
  });
});
