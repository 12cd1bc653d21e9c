import { describe, expect, it } from 'vitest';
import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import { createFallbackChunkStore } from '../../../../src/offMain/createFallbackChunkStore';
import { flakyStore } from './flakyChunkStore';

const chunk = (key: string): PersistedChunk => ({
  key,
  destination: '/api/telemetry/batch',
  count: 1,
  json: `{"id":"${key}"}`,
  createdAt: 1,
});
describe('createFallbackChunkStore', () => {
  it('persists while it can, keeps in memory what the store refuses, and tells of the first failure only', async () => {
    const { store, inner, state } = flakyStore();
    const failures: unknown[] = [];
    const fallback = createFallbackChunkStore(store, (error) => failures.push(error));
    await fallback.put([chunk('k1')]);
    state.full = true;
    await fallback.put([chunk('k2')]);
    await fallback.put([chunk('k3')]);
    expect([...inner.chunks.keys()]).toEqual(['k1']);
    expect((await fallback.list()).map((c) => c.key)).toEqual(['k1', 'k2', 'k3']);
    expect(failures).toHaveLength(1);
    expect((failures[0] as Error).name).toBe('QuotaExceededError');
  });

  it('claims, releases and removes chunks wherever they are; a persisted chunk whose claim the store refuses is sent unclaimed', async () => {
    const { store, inner, state } = flakyStore([
      chunk('k1'),
      { ...chunk('k0'), claim: { owner: 'other.r0', until: 40 } },
    ]);
    const fallback = createFallbackChunkStore(store);
    state.full = true;
    await fallback.put([chunk('k2')]);
    expect((await fallback.list()).map((c) => c.key)).toEqual(['k0', 'k1', 'k2']);
    // Claiming writes, and the full store refuses it: k1 goes as listed; k0 another round holds.
    expect((await fallback.claim(['k0', 'k1', 'k2'], 'page.r0', 50, 10)).map((c) => c.key)).toEqual(['k1', 'k2']);
    expect(inner.chunks.get('k1')?.claim).toBeUndefined();
    expect(await fallback.claim(['k2'], 'other.r0', 50, 10)).toEqual([]);
    await fallback.release(['k2'], 'page.r0');
    expect((await fallback.claim(['k2'], 'other.r0', 50, 10)).map((c) => c.key)).toEqual(['k2']);
    // Deleting frees room, and the store takes it.
    await fallback.remove(['k0', 'k1', 'k2']);
    expect(inner.chunks.size).toBe(0);
    expect(await fallback.list()).toEqual([]);
  });

  it('still lists and sends from memory when the store cannot even be read; with nothing in memory, the listing fails', async () => {
    const { store, state } = flakyStore([chunk('k1')]);
    state.broken = true;
    const fallback = createFallbackChunkStore(store);
    await expect(fallback.list()).rejects.toThrow('quota');
    await fallback.put([chunk('k2')]);
    expect((await fallback.list()).map((c) => c.key)).toEqual(['k2']);
    expect((await fallback.claim(['k2'], 'page.r0', 50, 10)).map((c) => c.key)).toEqual(['k2']);
    await fallback.remove(['k2']);
    await expect(fallback.list()).rejects.toThrow('quota');
  });

  it('tells when chunks kept in memory are gone, and at once for persisted ones', async () => {
    const { store, state } = flakyStore();
    const fallback = createFallbackChunkStore(store);
    await fallback.put([chunk('k1')]);
    let persistedSafe = false;
    await fallback.whenSafe(['k1']).then(() => (persistedSafe = true));
    expect(persistedSafe).toBe(true);
    state.full = true;
    await fallback.put([chunk('k2'), chunk('k3')]);
    let safe = false;
    void fallback.whenSafe(['k1', 'k2', 'k3']).then(() => (safe = true));
    await fallback.remove(['k2']);
    await Promise.resolve();
    expect(safe).toBe(false);
    await fallback.remove(['k3']);
    await new Promise((r) => setTimeout(r, 0));
    expect(safe).toBe(true);
  });
});
