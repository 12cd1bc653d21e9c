import type { PersistedChunk } from './PersistedChunk';

// Where persisted chunks live: IndexedDB (src/offMain/openChunkStore.ts), or memory where it refuses.
export interface ChunkStore {
  put(chunks: PersistedChunk[]): Promise<void>;
  /** Every persisted chunk, oldest first; unreadable values are deleted, not trusted. */
  list(): Promise<PersistedChunk[]>;
  remove(keys: string[]): Promise<void>;
  /**
   * In one transaction, marks each listed chunk that no other round holds as held by `owner` until
   * `until`, and returns those chunks (oldest first). Chunks gone or held elsewhere are left out; claims of
   * the rounds of the writers in `takeOverFrom` are taken over.
   */
  claim(
    keys: string[],
    owner: string,
    until: number,
    now: number,
    takeOverFrom?: readonly string[],
  ): Promise<PersistedChunk[]>;
  /** Lets go of the chunks `owner` holds among `keys`, so the next round may send them at once. */
  release(keys: string[], owner: string): Promise<void>;
}
