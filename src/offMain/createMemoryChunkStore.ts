import type { ChunkStore } from './ChunkStore';
import { compareChunkKeys, isClaimedElsewhere, type PersistedChunk } from './PersistedChunk';

type MemoryChunkStore = ChunkStore & { readonly chunks: Map<string, PersistedChunk> };

// The claim rules of openChunkStore over a Map, for chunks that could not be persisted
// (createFallbackChunkStore): they live as long as the thread that holds them. Unit tests use it too.
export function createMemoryChunkStore(initial: PersistedChunk[] = []): MemoryChunkStore {
  const chunks = new Map(initial.map((c) => [c.key, c]));
  return {
    chunks,
    put: async (list) => void list.forEach((c) => chunks.set(c.key, c)),
    list: async () => [...chunks.values()].sort(compareChunkKeys),
    remove: async (keys) => void keys.forEach((k) => chunks.delete(k)),
    async claim(keys, owner, until, now, takeOverFrom) {
      const claimed: PersistedChunk[] = [];
      for (const key of keys) {
        const chunk = chunks.get(key);
        if (!chunk || isClaimedElsewhere(chunk, owner, now, takeOverFrom)) continue;
        const held = { ...chunk, claim: { owner, until } };
        chunks.set(key, held);
        claimed.push(held);
      }
      return claimed.sort(compareChunkKeys);
    },
    async release(keys, owner) {
      for (const key of keys) {
        const chunk = chunks.get(key);
        if (chunk?.claim?.owner !== owner) continue;
        const { claim: _released, ...rest } = chunk;
        chunks.set(key, rest);
      }
    },
  };
}
