import { describe, expect, it } from 'vitest';
import { persistRecords } from '../../../../src/worker/persistRecords';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';
import { createDropCounter } from '../../../../src/offMain/createDropCounter';
import type { TelemetryRecord } from '../../../../src/shared/telemetry/TelemetryRecord';

const recordOf = (seq: number, kind: string, payload: Record<string, unknown>): TelemetryRecord => ({
  id: `page1.${seq}`,
  kind,
  sessionId: 'session1',
  seq,
  time: 1_700_000_000_000 + seq,
  pagePath: '/',
  payload,
});

const trace = { pageUrl: 'https://shop.example/', type: 'mark', data: '{}' };

describe("the worker's bounded queue", () => {
  it("persists the page view's final count when the queue is full, and counts only the others dropped", async () => {
    const store = createMemoryChunkStore([]);
    const drops = createDropCounter();
    const records = [recordOf(0, 'trace', trace), recordOf(1, 'trace', trace), recordOf(2, 'delivery', {})];
    const kept: number[] = [];
    const result = await persistRecords(records, {
      store,
      drops,
      room: 1,
      writerId: 'page1',
      nextChunkNo: () => 0,
      now: 1_700_000_000_000,
      onKept: (n) => kept.push(n),
    });
    const stored = [...store.chunks.values()].flatMap((chunk) => JSON.parse(`[${chunk.json}]`) as TelemetryRecord[]);
    expect(stored.map((r) => [r.kind, r.seq])).toEqual([
      ['trace', 0],
      ['delivery', 2],
    ]);
    expect(result.kept).toBe(2);
    expect(kept).toEqual([2]);
    expect(drops.take()).toEqual([{ reason: 'queue-full', count: 1, kind: 'trace' }]);
  });
});
