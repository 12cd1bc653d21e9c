import { createStore, delMany, entries, promisifyRequest, setMany } from 'idb-keyval';
import type { ChunkStore } from './ChunkStore';
import { compareChunkKeys, isClaimedElsewhere, isPersistedChunk, type PersistedChunk } from './PersistedChunk';

// The one IndexedDB layout the worker writes and the service worker drains. It is shared because both
// threads use it; it touches IndexedDB only when called, never on import.
const TELEMETRY_STORE = { DATABASE: 'site-runtime-telemetry', OBJECT_STORE: 'chunks' } as const;

// `names` exists for the benchmark's main-thread comparison, which must not share the real store.
export function openChunkStore(names: { DATABASE: string; OBJECT_STORE: string } = TELEMETRY_STORE): ChunkStore {
  const store = createStore(names.DATABASE, names.OBJECT_STORE);
  return {
    put: (chunks) =>
      setMany(
        chunks.map((c) => [c.key, c]),
        store,
      ),
    async list() {
      const all = await entries<IDBValidKey, unknown>(store);
      const bad = all.filter(([, value]) => !isPersistedChunk(value)).map(([key]) => key);
      if (bad.length > 0) await delMany(bad, store);
      return all
        .map(([, value]) => value)
        .filter(isPersistedChunk)
        .sort(compareChunkKeys);
    },
    remove: (keys) => (keys.length === 0 ? Promise.resolve() : delMany(keys, store)),
    claim: (keys, owner, until, now, takeOverFrom) =>
      keys.length === 0
        ? Promise.resolve([])
        : store('readwrite', (objectStore) => {
            // IndexedDB runs read-write transactions on one store one after another, so two rounds (the
            // page's worker, another tab's, the service worker) never both claim a chunk.
            const { write, finish } = writeInHandlers(objectStore);
            const claimed: PersistedChunk[] = [];
            for (const key of keys) {
              const request = objectStore.get(key);
              request.onsuccess = () => {
                const chunk: unknown = request.result;
                if (!isPersistedChunk(chunk) || isClaimedElsewhere(chunk, owner, now, takeOverFrom)) return;
                const held = { ...chunk, claim: { owner, until } };
                if (write(held, key)) claimed.push(held);
              };
            }
            return finish().then(() => claimed.sort(compareChunkKeys));
          }),
    release: (keys, owner) =>
      keys.length === 0
        ? Promise.resolve()
        : store('readwrite', (objectStore) => {
            const { write, finish } = writeInHandlers(objectStore);
            for (const key of keys) {
              const request = objectStore.get(key);
              request.onsuccess = () => {
                const chunk: unknown = request.result;
                if (!isPersistedChunk(chunk) || chunk.claim?.owner !== owner) return;
                const { claim: _released, ...rest } = chunk;
                write(rest, key);
              };
            }
            return finish();
          }),
  };
}

// Writes made from a request's success handler. A `put` that throws there (a value the store cannot clone,
// a browser or test that refuses writes at once rather than aborting the transaction) would escape as an
// uncaught error; instead the transaction is aborted, so none of its writes lands, and `finish` rejects with
// that error (an aborted transaction's own error is null when the abort was asked for).
function writeInHandlers(objectStore: IDBObjectStore) {
  let failure: { error: unknown } | undefined;
  return {
    write: (value: unknown, key: IDBValidKey): boolean => {
      if (failure) return false;
      try {
        objectStore.put(value, key);
        return true;
      } catch (error) {
        failure = { error };
        objectStore.transaction.abort();
        return false;
      }
    },
    finish: (): Promise<void> =>
      promisifyRequest(objectStore.transaction).then(
        () => undefined,
        (error: unknown) => {
          throw failure ? failure.error : error;
        },
      ),
  };
}
