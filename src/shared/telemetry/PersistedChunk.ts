import { writerOfRound } from './writerLocks';

// One IndexedDB value of the telemetry store (database TELEMETRY_STORE.DATABASE, one key per chunk,
// never the whole queue rewritten). `json` is the chunk's records already serialised and joined by
// commas, so a request body is plain concatenation. Written by the worker and the service worker, read by
// both; checked on the way out (isPersistedChunk) because storage is a trust boundary.
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

/**
 * Whether another drain round holds the chunk at `now`. Claims of the rounds of the writers in `takeOverFrom`
 * do not count: a page that is going away (its worker dies with it, and its sends with the worker), or a
 * writer whose lock is free (writerLocks.ts).
 */
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
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChunkClaim).owner === 'string' &&
    typeof (value as ChunkClaim).until === 'number'
  );
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
