import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import type { ChunkStore } from '../../shared/telemetry/openChunkStore';
import { chunkSerialisedRecords } from '../../shared/telemetry/chunkSerialisedRecords';
import { createChunkKey } from '../../shared/telemetry/createChunkKey';
import { createInflightBudget } from '../../shared/telemetry/createInflightBudget';
import { drainChunks, type DrainOutcome } from '../../shared/telemetry/drainChunks';
import { PIPELINE_LIMITS } from '../../shared/telemetry/pipelineLimits';
import { TELEMETRY_PATHS } from '../../shared/telemetry/telemetryPaths';
import { withDrainLock } from '../../shared/telemetry/withDrainLock';

export interface TelemetryDrainer {
  /** Persist records a hidden page had not seen acknowledged, then drain. */
  keepAndDrain(records: TelemetryRecord[]): Promise<DrainOutcome>;
  drain(): Promise<DrainOutcome>;
}

// The service worker's side: it outlives the page, so it drains what the worker persisted (same
// IndexedDB layout) and what a hiding page handed to it. Records are not re-validated here; the server
// validates every one and rejects what is bad.
export function createTelemetryDrainer(deps: { store: ChunkStore; fetch: (url: string, init: RequestInit) => Promise<Response>; locks: LockManager | undefined; now: () => number }): TelemetryDrainer {
  const budget = createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES);
  const writerId = 'sw' + deps.now().toString(36) + Math.floor(Math.random() * 1e9).toString(36);
  let chunkNo = 0;
  const drain = () =>
    withDrainLock(deps.locks, () => drainChunks({ store: deps.store, fetch: deps.fetch, budget, maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES, now: deps.now }));
  return {
    async keepAndDrain(records) {
      const valid = records.filter((r) => typeof r === 'object' && r !== null && typeof r.id === 'string');
      const { chunks } = chunkSerialisedRecords(valid.map((r) => JSON.stringify(r)), PIPELINE_LIMITS.MAX_REQUEST_BYTES);
      const now = deps.now();
      await deps.store.put(chunks.map((c) => ({ key: createChunkKey(now, writerId, chunkNo++), destination: TELEMETRY_PATHS.BATCH, count: c.count, json: c.json, createdAt: now })));
      return drain();
    },
    drain,
  };
}
