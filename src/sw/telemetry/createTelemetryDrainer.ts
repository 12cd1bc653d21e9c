import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import type { ChunkStore } from '../../offMain/ChunkStore';
import { buildPersistedChunks } from '../../offMain/buildPersistedChunks';
import { createFallbackChunkStore } from '../../offMain/createFallbackChunkStore';
import { createInflightBudget } from '../../offMain/createInflightBudget';
import { drainChunks, type DrainOutcome } from '../../offMain/drainChunks';
import type { Compress } from '../../offMain/encodeRequests';
import { PIPELINE_LIMITS } from '../../shared/telemetry/pipelineLimits';
import { TELEMETRY_PATHS } from '../../shared/telemetry/telemetryPaths';
import { holdWriterLock, type WriterLockManager } from '../../shared/telemetry/writerLocks';

const HELD_RECHECK_MS = 5000;

export interface TelemetryDrainer {
  /** Persist records a hidden page had not seen acknowledged, then drain, taking over that page's claims. */
  keepAndDrain(records: TelemetryRecord[], hiddenPageId?: string): Promise<DrainOutcome>;
  /** Drain; with the id of a page just hidden, its worker's claims are taken over (it may be closing). */
  drain(hiddenPageId?: string): Promise<DrainOutcome>;
}

// The service worker outlives the page: it drains what the worker persisted and what a hiding page handed it.
// Claims of a hidden page, or whose writer's lock is free (writerLocks.ts), are taken over at once; the rest
// are looked at again every few seconds while they can last.
export function createTelemetryDrainer(deps: {
  store: ChunkStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** gzip for request bodies (encodeRequests); absent where CompressionStream is. */
  compress?: Compress;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** A newer service worker is waiting to activate: stop waiting for other rounds' claims. */
  superseded?: () => boolean;
  /** navigator.locks, where it exists: this service worker's writer lock, and which writers are alive (writerLocks.ts). */
  locks?: WriterLockManager;
  /** Told of the first IndexedDB failure; records the store refuses are kept in memory and sent from there. */
  onStorageFailure?: (error: unknown) => void;
}): TelemetryDrainer {
  const store = createFallbackChunkStore(deps.store, deps.onStorageFailure);
  const budget = createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES);
  const writerId = 'sw' + deps.now().toString(36) + Math.floor(Math.random() * 1e9).toString(36);
  holdWriterLock(deps.locks, writerId);
  let chunkNo = 0;
  let roundNo = 0;
  const round = (takeOverFrom?: string) =>
    drainChunks({
      store,
      fetch: deps.fetch,
      budget,
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: deps.now,
      roundId: `${writerId}.r${roundNo++}`,
      takeOverFrom,
      locks: deps.locks,
      compress: deps.compress,
      via: 'sw',
    });
  const drain = async (hiddenPageId?: string) => {
    let last = await round(hiddenPageId);
    const total = { ...last };
    const giveUpAt = deps.now() + PIPELINE_LIMITS.CHUNK_CLAIM_MS + HELD_RECHECK_MS;
    const keepWaiting = () => last.heldElsewhere > 0 && !last.retry && deps.now() < giveUpAt && !deps.superseded?.();
    while (keepWaiting()) {
      await deps.sleep(Math.max(0, Math.min(HELD_RECHECK_MS, (last.heldUntil ?? 0) - deps.now() + 50)));
      if (deps.superseded?.()) break;
      last = await round(hiddenPageId);
      const { requests, bytes, sent, refused, retry, retryAfterMs, remaining, heldElsewhere, heldUntil } = last;
      Object.assign(total, { retry, retryAfterMs, remaining, heldElsewhere, heldUntil });
      total.requests += requests;
      total.bytes += bytes;
      total.sent += sent;
      total.refused = [...total.refused, ...refused];
    }
    return total;
  };
  return {
    async keepAndDrain(records, hiddenPageId) {
      const valid = records.filter((r) => typeof r === 'object' && r !== null && typeof r.id === 'string');
      const { chunks } = buildPersistedChunks(
        valid.map((r) => JSON.stringify(r)),
        TELEMETRY_PATHS.BATCH,
        { writerId, nextChunkNo: () => chunkNo++, now: deps.now() },
      );
      await store.put(chunks);
      return drain(hiddenPageId);
    },
    drain,
  };
}
