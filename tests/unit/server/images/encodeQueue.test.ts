import { describe, expect, it } from 'vitest';
import { createEncodeQueue, EncodeBusy } from '../../../../src/server/images/createEncodeQueue';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createEncodeQueue', () => {
  it('runs at most `concurrency` encodes at once, the rest in order as each ends', async () => {
    const queue = createEncodeQueue({ concurrency: 2, maxWaitMs: 60_000, maxQueued: 100 });
    const gates = Array.from({ length: 32 }, gate);
    const started: number[] = [];
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual(gates.map((_, i) => i));
    expect(started).toEqual(gates.map((_, i) => i));
    expect(queue.peakRunning).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('refuses an encode that waits past the limit, and one past the line length, then serves the next', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaitMs: 30, maxQueued: 1 });
    const busy = gate();
    const first = queue.run(() => busy.opened.then(() => 'first'));
    const waited = queue.run(async () => 'never');
    const pastLine = queue.run(async () => 'never');
    await expect(pastLine).rejects.toBeInstanceOf(EncodeBusy);
    await expect(waited).rejects.toMatchObject({ name: 'EncodeBusy', retryAfterSeconds: 1 });
    busy.open();
    expect(await first).toBe('first');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.peakRunning).toBe(1);
  });

  it('frees its place when an encode fails', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaitMs: 1000, maxQueued: 4 });
    await expect(queue.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
