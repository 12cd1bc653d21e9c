import type { ChunkStore } from './ChunkStore';
import { compareChunkKeys, type PersistedChunk } from './PersistedChunk';
import { createMemoryChunkStore } from './createMemoryChunkStore';

interface FallbackChunkStore extends ChunkStore {
  /** Resolves once none of these chunks is held in memory any longer (sent, or refused); at once if none is. */
  whenSafe(keys: string[]): Promise<void>;
}

// IndexedDB can refuse to write (a full disk, no IndexedDB, a damaged database), yet records must still leave:
// chunks it refuses are kept in memory and sent by the same drain rounds, and claims it cannot write are made
// over the listed chunks (the server stores each record once). `onFailure` hears of the first failure.
export function createFallbackChunkStore(
  persistent: ChunkStore,
  onFailure: (error: unknown) => void = () => undefined,
): FallbackChunkStore {
  const memory = createMemoryChunkStore();
  const waiters = new Set<{ keys: string[]; resolve: () => void }>();
  let failed = false;
  // What the store listed for the round under way: a claim it refuses is made from these.
  let listed: PersistedChunk[] = [];
  const attempt = async <T>(run: () => Promise<T>, instead: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!failed) onFailure(error);
      failed = true;
      return instead;
    }
  };
  const split = (keys: string[]) => ({
    inMemory: keys.filter((k) => memory.chunks.has(k)),
    persisted: keys.filter((k) => !memory.chunks.has(k)),
  });
  const settle = () => {
    for (const waiter of waiters) {
      if (waiter.keys.some((k) => memory.chunks.has(k))) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  return {
    async put(chunks) {
      if (chunks.length === 0) return;
      const persisted = await attempt(() => persistent.put(chunks).then(() => true), false);
      if (!persisted) await memory.put(chunks);
    },
    async list() {
      // With nothing in memory, a store that cannot be read fails the round as before, and the round is retried.
      const persisted =
        memory.chunks.size === 0
          ? await persistent.list()
          : await attempt(() => persistent.list(), [] as PersistedChunk[]);
      listed = persisted;
      return [...persisted, ...(await memory.list())].sort(compareChunkKeys);
    },
    async remove(keys) {
      const { inMemory, persisted } = split(keys);
      await memory.remove(inMemory);
      settle();
      if (persisted.length > 0) await attempt(() => persistent.remove(persisted), undefined);
    },
    async claim(keys, owner, until, now, takeOverFrom) {
      const { inMemory, persisted } = split(keys);
      const claimed = [...(await memory.claim(inMemory, owner, until, now, takeOverFrom))];
      if (persisted.length > 0) {
        const args = [persisted, owner, until, now, takeOverFrom] as const;
        // Refused, the claim is made by the same rule over the listed chunks, and written nowhere.
        const written = await attempt(() => persistent.claim(...args), null);
        claimed.push(...(written ?? (await createMemoryChunkStore(listed).claim(...args))));
      }
      listed = [];
      return claimed.sort(compareChunkKeys);
    },
    async release(keys, owner) {
      const { inMemory, persisted } = split(keys);
      await memory.release(inMemory, owner);
      if (persisted.length > 0) await attempt(() => persistent.release(persisted, owner), undefined);
    },
    whenSafe(keys) {
      const held = keys.filter((k) => memory.chunks.has(k));
      if (held.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.add({ keys: held, resolve }));
    },
  };
}
