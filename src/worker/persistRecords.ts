import type { TelemetryRecord } from '../shared/telemetry/TelemetryRecord';
import type { DropCounter } from '../offMain/createDropCounter';
import type { ChunkStore } from '../offMain/ChunkStore';
import type { PersistedChunk } from '../offMain/PersistedChunk';
import { buildPersistedChunks } from '../offMain/buildPersistedChunks';
import { validateRecord } from '../shared/telemetry/validateRecord';

interface PersistOptions {
  store: ChunkStore;
  drops: DropCounter;
  /** How many more records the bounded queue takes. */
  room: number;
  writerId: string;
  nextChunkNo: () => number;
  now: number;
  /** Told how many records are kept, synchronously, before the write: the next hand-over's room depends on it. */
  onKept: (kept: number) => void;
}

// Validate, bound, serialise and write the records of one hand-over as chunks: one IndexedDB key per
// chunk in one transaction, so persisting never rewrites what is already queued.
export async function persistRecords(records: TelemetryRecord[], options: PersistOptions) {
  const byDestination = new Map<string, string[]>();
  let kept = 0;
  for (const record of records) {
    const check = validateRecord(record);
    if (!check.ok) {
      options.drops.count(check.reason, 1, check.kind);
      continue;
    }
    // The page view's final count passes the bound as the page's does (StampingQueue.ts): dropped, it would
    // leave its page view open for good, while it costs one record a hide.
    if (kept >= options.room && record.kind !== 'delivery') {
      options.drops.count('queue-full', 1, record.kind);
      continue;
    }
    kept += 1;
    const list = byDestination.get(check.destination) ?? [];
    list.push(JSON.stringify(check.record));
    byDestination.set(check.destination, list);
  }
  const chunks: PersistedChunk[] = [];
  let bytes = 0;
  for (const [destination, serialised] of byDestination) {
    const built = buildPersistedChunks(serialised, destination, options);
    if (built.tooLarge > 0) {
      options.drops.count('too-large', built.tooLarge);
      kept -= built.tooLarge;
    }
    chunks.push(...built.chunks);
    bytes += built.bytes;
  }
  // Hand-overs arrive while an earlier one is still being written; counting only after the write would
  // give each of them the same room and let the queue pass its bound.
  options.onKept(kept);
  if (chunks.length > 0) await options.store.put(chunks);
  return { kept, bytes, keys: chunks.map((chunk) => chunk.key) };
}
