import { describe, expect, it } from 'vitest';
import { holdWriterLock, readLiveWriters, WRITER_LOCK_PREFIX, writerOfRound, type WriterLockManager } from '../../../../src/shared/telemetry/writerLocks';

// A lock manager over a list of held names, as navigator.locks.query() reports them.
function locksHolding(names: string[]): WriterLockManager & { requested: string[] } {
  const requested: string[] = [];
  return {
    requested,
    request: async (name) => void requested.push(name),
    query: async () => ({ held: names.map((name) => ({ name })) }),
  };
}

describe('writer locks tell which drain writers are alive', () => {
  it('reads the writers whose lock is held, ignoring other locks', async () => {
    const live = await readLiveWriters(locksHolding([WRITER_LOCK_PREFIX + 'k3x9a', 'someone-else', WRITER_LOCK_PREFIX + 'sw1x']));
    expect([...(live ?? [])]).toEqual(['k3x9a', 'sw1x']);
  });

  it('cannot tell without Web Locks, or when the query fails', async () => {
    expect(await readLiveWriters(undefined)).toBeNull();
    expect(await readLiveWriters({ request: async () => undefined, query: () => Promise.reject(new Error('SecurityError')) })).toBeNull();
  });

  it('holds the lock named after the writer, and does nothing without Web Locks', () => {
    const locks = locksHolding([]);
    holdWriterLock(locks, 'k3x9a');
    expect(locks.requested).toEqual([WRITER_LOCK_PREFIX + 'k3x9a']);
    expect(() => holdWriterLock(undefined, 'k3x9a')).not.toThrow();
  });

  it("names a round's writer: the id before the round number", () => {
    expect(writerOfRound('k3x9a.r12')).toBe('k3x9a');
    expect(writerOfRound('swlq2k3.r0')).toBe('swlq2k3');
    expect(writerOfRound('nodot')).toBe('nodot');
  });
});
