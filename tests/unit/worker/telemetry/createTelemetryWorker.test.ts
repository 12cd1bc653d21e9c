import { describe, expect, it } from 'vitest';
import { createTelemetryWorker } from '../../../../src/worker/createTelemetryWorker';
import { createStampedBatch, pushStamp, stampTaskTime } from '../../../../src/shared/telemetry/StampedRecord';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { createManualClock } from './manualClock';
import { memoryStore } from '../../shared/telemetry/memoryChunkStore';

describe('createTelemetryWorker accept', () => {
  it('starts on a batch only ACCEPT_DEFER_MS after receiving it, then persists it and answers how many it kept', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = memoryStore([]);
    const fetches: string[] = [];
    const worker = createTelemetryWorker({
      store,
      fetch: async (url) => (fetches.push(url), new Response(null, { status: 200 })),
      now: clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      notifyPage: () => undefined,
    });
    const batch = createStampedBatch('/shop', 0);
    stampTaskTime(batch, clock.now());
    for (let i = 0; i < 3; i++) pushStamp(batch, 'event', 'button-click', { event: 'button-click', data: `{"i":${i}}` });

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
    const stored = [...store.chunks.values()].flatMap((chunk) => JSON.parse(`[${chunk.json}]`) as Array<{ seq: number; pagePath: string }>);
    expect(stored.map((r) => [r.seq, r.pagePath])).toEqual([[0, '/shop'], [1, '/shop'], [2, '/shop']]);
    expect(fetches).toEqual([]);
  });
});
