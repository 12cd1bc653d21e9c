import { writerOfRound } from '../shared/telemetry/writerLocks';

// One IndexedDB value of the telemetry store; `json` is its records serialised and joined by commas, so a
// request body is plain concatenation. Checked on reading (isPersistedChunk): storage is a trust boundary.
export interface PersistedChunk {
  key: string;
  destination: string;
  count: number;
  json: string;
  createdAt: number;
  /** Set while one drain round sends the chunk (claimChunks); others leave it alone until `until`. */
  claim?: ChunkClaim;
}

export interface ChunkClaim {
  owner: string;
  until: number;
}

/** Whether another drain round holds the chunk; claims of writers that are gone (`takeOverFrom`) do not count. */
export function isClaimedElsewhere(
  chunk: PersistedChunk,
  owner: string,
  now: number,
  takeOverFrom: readonly string[] = [],
): boolean {
  const claim = chunk.claim;
  if (claim === undefined || claim.owner === owner || claim.until <= now) return false;
  return !takeOverFrom.includes(writerOfRound(claim.owner));
}

function isClaim(value: unknown): value is ChunkClaim {
  const claim = value as ChunkClaim | null;
  return typeof value === 'object' && typeof claim?.owner === 'string' && typeof claim.until === 'number';
}

/** Oldest first: chunk keys begin with their creation time (createChunkKey). */
export function compareChunkKeys(a: PersistedChunk, b: PersistedChunk): number {
  return a.key < b.key ? -1 : 1;
}

export function isPersistedChunk(value: unknown): value is PersistedChunk {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.destination === 'string' &&
    v.destination.startsWith('/') &&
    typeof v.json === 'string' &&
    typeof v.createdAt === 'number' &&
    Number.isInteger(v.count) &&
    (v.count as number) > 0 &&
    (v.claim === undefined || isClaim(v.claim))
  );
}
