import type { TelemetryRecord } from '../../src/shared/telemetry/TelemetryRecord';
import { chunkSerialisedRecords } from '../../src/shared/telemetry/chunkSerialisedRecords';
import { createChunkKey } from '../../src/offMain/createChunkKey';
import { createInflightBudget } from '../../src/offMain/createInflightBudget';
import { drainChunks } from '../../src/offMain/drainChunks';
import { openChunkStore } from '../../src/offMain/openChunkStore';
import { PIPELINE_LIMITS } from '../../src/shared/telemetry/pipelineLimits';
import { validateRecord } from '../../src/shared/telemetry/validateRecord';

// The comparison the issue asks for: the same pipeline (stamp, validate, batch, persist, send) run on the
// main thread instead of the worker, with its own IndexedDB store.
export function createMainThreadPipeline() {
  const store = openChunkStore({ DATABASE: 'bench-main-thread', OBJECT_STORE: 'chunks' });
  const budget = createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES);
  const pageId = 'mainthread' + Math.floor(Math.random() * 1e9).toString(36);
  let seq = 0;
  let chunkNo = 0;
  return async (count: number, type: string) => {
    const records: TelemetryRecord[] = [];
    for (let i = 0; i < count; i++) {
      const n = seq++;
      records.push({
        id: pageId + '.' + n,
        kind: 'event',
        type,
        sessionId: pageId,
        seq: n,
        time: Date.now(),
        pagePath: location.pathname,
        payload: { event: 'bench', data: '{"i":' + i + '}' },
      });
    }
    const serialised: string[] = [];
    for (const record of records) {
      const check = validateRecord(record);
      if (check.ok) serialised.push(JSON.stringify(check.record));
    }
    const now = Date.now();
    const { chunks } = chunkSerialisedRecords(serialised, PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    await store.put(
      chunks.map((c) => ({
        key: createChunkKey(now, pageId, chunkNo++),
        destination: '/api/telemetry/batch',
        count: c.count,
        json: c.json,
        createdAt: now,
      })),
    );
    await drainChunks({
      store,
      fetch: (url, init) => fetch(url, init),
      budget,
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: Date.now,
      roundId: `${pageId}.r${chunkNo}`,
    });
  };
}
