import { createStore, delMany, entries, setMany } from 'idb-keyval';
import { isPersistedChunk, type PersistedChunk } from './PersistedChunk';

// The one IndexedDB layout the worker writes and the service worker drains (issue 3). It lives in
// src/shared because both threads use it; it touches IndexedDB only when called, never on import.
export const TELEMETRY_STORE = { DATABASE: 'site-runtime-telemetry', OBJECT_STORE: 'chunks' } as const;

export interface ChunkStore {
  put(chunks: PersistedChunk[]): Promise<void>;
  /** Every persisted chunk, oldest first; unreadable values are deleted, not trusted. */
  list(): Promise<PersistedChunk[]>;
  remove(keys: string[]): Promise<void>;
}

// `names` exists for the benchmark's main-thread comparison, which must not share the real store.
export function openChunkStore(names: { DATABASE: string; OBJECT_STORE: string } = TELEMETRY_STORE): ChunkStore {
  const store = createStore(names.DATABASE, names.OBJECT_STORE);
  return {
    put: (chunks) => setMany(chunks.map((c) => [c.key, c]), store),
    async list() {
      const all = await entries<IDBValidKey, unknown>(store);
      const bad = all.filter(([, value]) => !isPersistedChunk(value)).map(([key]) => key);
      if (bad.length > 0) await delMany(bad, store);
      return all
        .map(([, value]) => value)
        .filter(isPersistedChunk)
        .sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    remove: (keys) => (keys.length === 0 ? Promise.resolve() : delMany(keys, store)),
  };
}
