import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import type { ChunkStore } from '../../../../src/offMain/ChunkStore';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';

const quotaError = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

// A store whose writes fail from the moment `full` is set, as IndexedDB does when the disk fills up;
// with `broken`, every operation fails, as with a damaged database or none at all.
export function flakyStore(initial: PersistedChunk[] = []) {
  const inner = createMemoryChunkStore(initial);
  const state = { full: false, broken: false };
  const guard = <T>(write: boolean, run: () => Promise<T>) =>
    state.broken || (write && state.full) ? Promise.reject(quotaError()) : run();
  const store: ChunkStore = {
    put: (chunks) => guard(true, () => inner.put(chunks)),
    list: () => guard(false, () => inner.list()),
    remove: (keys) => guard(false, () => inner.remove(keys)),
    claim: (keys, owner, until, now, takeOverFrom) =>
      guard(true, () => inner.claim(keys, owner, until, now, takeOverFrom)),
    release: (keys, owner) => guard(true, () => inner.release(keys, owner)),
  };
  return { store, inner, state };
}
