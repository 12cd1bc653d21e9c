import { describe, expect, it } from 'vitest';
import {
  holdWriterLock,
  readLiveWriters,
  WRITER_LOCK_PREFIX,
  writerOfRound,
} from '../../../../src/shared/telemetry/writerLocks';
import { fakeWriterLocks } from './fakeWriterLocks';

describe('writer locks tell which drain writers are alive', () => {
  it('reads the writers whose lock is held, ignoring other locks', async () => {
    const locks = fakeWriterLocks(['k3x9a', 'sw1x']);
    await locks.request('someone-else', async () => undefined);
    const live = await readLiveWriters(locks);
    expect([...(live ?? [])]).toEqual(['k3x9a', 'sw1x']);
  });

  it('cannot tell without Web Locks, or when the query fails', async () => {
    expect(await readLiveWriters(undefined)).toBeNull();
    expect(
      await readLiveWriters({
        request: async () => undefined,
        query: () => Promise.reject(new Error('SecurityError')),
      }),
    ).toBeNull();
  });

  it('holds the lock named after the writer, and does nothing without Web Locks', () => {
    const locks = fakeWriterLocks([]);
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
