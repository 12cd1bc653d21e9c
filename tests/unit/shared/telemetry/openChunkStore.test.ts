import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';
import type { ChunkStore } from '../../../../src/offMain/ChunkStore';
import { openChunkStore } from '../../../../src/offMain/openChunkStore';

// The IndexedDB store the worker and the service worker share, run on fake-indexeddb (an IndexedDB written
// in JavaScript, transactions and all), beside the in-memory store that stands in for it when storage
// fails: both must follow the same claim rules.
const NOW = 1_750_000_000_000;
const chunk = (key: string, claim?: PersistedChunk['claim']): PersistedChunk => ({
  key: `${NOW}-${key}`,
  destination: '/api/telemetry/batch',
  count: 1,
  json: `{"id":"${key}"}`,
  createdAt: NOW,
  ...(claim ? { claim } : {}),
});
const keysOf = (chunks: PersistedChunk[]) => chunks.map((c) => c.key.slice(`${NOW}-`.length));

let databases = 0;
async function indexedDbStore(initial: PersistedChunk[]): Promise<ChunkStore> {
  databases += 1;
  const store = openChunkStore({ DATABASE: `chunks-test-${databases}`, OBJECT_STORE: 'chunks' });
  await store.put(initial);
  return store;
}
const memoryStore = async (initial: PersistedChunk[]): Promise<ChunkStore> => createMemoryChunkStore(initial);

describe.each([
  ['IndexedDB', indexedDbStore],
  ['memory', memoryStore],
])('the %s chunk store', (_name, open) => {
  it('lists chunks oldest first', async () => {
    const store = await open([chunk('c'), chunk('a'), chunk('b')]);
    expect(keysOf(await store.list())).toEqual(['a', 'b', 'c']);
  });

  it('claims only chunks no other round holds, and takes over from the writers named', async () => {
    const until = NOW + 60_000;
    const store = await open([
      chunk('free'),
      chunk('expired', { owner: 'gone.r1', until: NOW - 1 }),
      chunk('held', { owner: 'other-tab.r2', until }),
      chunk('closing', { owner: 'closing-page.r4', until }),
      chunk('mine', { owner: 'me.r1', until }),
    ]);
    const all = (await store.list()).map((c) => c.key);
    const claimed = await store.claim([...all, `${NOW}-removed`], 'me.r1', NOW + 30_000, NOW, ['closing-page']);
    expect(keysOf(claimed)).toEqual(['closing', 'expired', 'free', 'mine']);
    expect(claimed.every((c) => c.claim?.owner === 'me.r1' && c.claim.until === NOW + 30_000)).toBe(true);
    const held = Object.fromEntries((await store.list()).map((c) => [keysOf([c])[0], c.claim?.owner]));
    expect(held).toEqual({ closing: 'me.r1', expired: 'me.r1', free: 'me.r1', held: 'other-tab.r2', mine: 'me.r1' });
  });

  it('releases only what the owner holds', async () => {
    const until = NOW + 60_000;
    const store = await open([chunk('mine', { owner: 'me.r1', until }), chunk('theirs', { owner: 'other.r1', until })]);
    await store.release(
      (await store.list()).map((c) => c.key),
      'me.r1',
    );
    expect((await store.list()).map((c) => c.claim?.owner)).toEqual([undefined, 'other.r1']);
  });

  it('removes the keys given', async () => {
    const store = await open([chunk('a'), chunk('b')]);
    await store.remove([`${NOW}-a`]);
    expect(keysOf(await store.list())).toEqual(['b']);
  });
});

describe('the IndexedDB chunk store', () => {
  it('deletes values that are not chunks rather than trusting them', async () => {
    const store = await indexedDbStore([chunk('a')]);
    const raw = openChunkStore({ DATABASE: `chunks-test-${databases}`, OBJECT_STORE: 'chunks' });
    await raw.put([{ ...chunk('bad'), count: 0 }]);
    expect(keysOf(await store.list())).toEqual(['a']);
    expect(keysOf(await raw.list())).toEqual(['a']);
  });
});

describe('the IndexedDB chunk store, when storage fails', () => {
  const put = IDBObjectStore.prototype.put;
  afterEach(() => {
    IDBObjectStore.prototype.put = put;
  });
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const refuseWrites = () => {
    IDBObjectStore.prototype.put = function refuse() {
      throw quotaError();
    };
  };

  // A put that throws at once from a request's success handler (a browser or test refusing writes that way)
  // must not escape as an uncaught error: the claim fails with it, and the transaction's earlier writes
  // are undone, so no chunk is left held by a round that never got it.
  it('a claim whose write throws fails with that error and holds nothing', async () => {
    const store = await indexedDbStore([chunk('a'), chunk('b')]);
    const keys = (await store.list()).map((c) => c.key);
    let writes = 0;
    IDBObjectStore.prototype.put = function firstWriteOnly(
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      writes += 1;
      if (writes > 1) throw quotaError();
      return put.apply(this, args);
    };
    await expect(store.claim(keys, 'me.r1', NOW + 30_000, NOW)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    IDBObjectStore.prototype.put = put;
    expect((await store.list()).map((c) => c.claim)).toEqual([undefined, undefined]);
  });

  it('a release whose write throws fails with that error', async () => {
    const store = await indexedDbStore([chunk('a', { owner: 'me.r1', until: NOW + 60_000 })]);
    const keys = (await store.list()).map((c) => c.key);
    refuseWrites();
    await expect(store.release(keys, 'me.r1')).rejects.toMatchObject({ name: 'QuotaExceededError' });
    IDBObjectStore.prototype.put = put;
    expect((await store.list())[0]?.claim?.owner).toBe('me.r1');
  });

  it('a put that is refused fails with the error', async () => {
    const store = await indexedDbStore([]);
    refuseWrites();
    await expect(store.put([chunk('a')])).rejects.toMatchObject({ name: 'QuotaExceededError' });
  });
});
