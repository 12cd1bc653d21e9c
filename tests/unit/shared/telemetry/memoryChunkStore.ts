import type { ChunkStore } from '../../../../src/shared/telemetry/openChunkStore';
import { isClaimedElsewhere, type PersistedChunk } from '../../../../src/shared/telemetry/PersistedChunk';

// The claim rules of openChunkStore (one transaction per claim), over a Map: the IndexedDB version runs in
// the end-to-end tests (tests/e2e/pipeline), where page, worker and service worker share it.
export function memoryStore(initial: PersistedChunk[]): ChunkStore & { chunks: Map<string, PersistedChunk> } {
  const chunks = new Map(initial.map((c) => [c.key, c]));
  return {
    chunks,
    put: async (list) => void list.forEach((c) => chunks.set(c.key, c)),
    list: async () => [...chunks.values()].sort((a, b) => (a.key < b.key ? -1 : 1)),
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
      return claimed;
    },
    async release(keys, owner) {
      for (const key of keys) {
        const chunk = chunks.get(key);
        if (chunk?.claim?.owner !== owner) continue;
        const { claim: _gone, ...rest } = chunk;
        chunks.set(key, rest);
      }
    },
  };
}
