import { describe, expect, it } from 'vitest';
import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';
import { createTelemetryDrainer } from '../../../../src/sw/telemetry/createTelemetryDrainer';
import { createMemoryChunkStore } from '../../../../src/offMain/createMemoryChunkStore';
import { fakeWriterLocks } from '../../shared/telemetry/fakeWriterLocks';
import { flakyStore } from '../../shared/telemetry/flakyChunkStore';
import { WRITER_LOCK_PREFIX } from '../../../../src/shared/telemetry/writerLocks';

const NOW = 1_000_000;
const chunk = (key: string, claim?: PersistedChunk['claim']): PersistedChunk => ({
  key,
  destination: '/api/telemetry/batch',
  count: 1,
  json: `{"id":"${key}.0"}`,
  createdAt: 1,
  ...(claim ? { claim } : {}),
});

// The service worker's drainer over a clock the test moves: sleeping advances it.
function drainerOver(chunks: PersistedChunk[], superseded = () => false, live?: ReadonlySet<string>) {
  const store = createMemoryChunkStore(chunks);
  let now = NOW;
  const sent: string[] = [];
  const sleeps: number[] = [];
  const locks = live ? fakeWriterLocks(live) : undefined;
  const drainer = createTelemetryDrainer({
    store,
    fetch: async (_url, init) => (sent.push(String(init.body)), new Response('{}', { status: 200 })),
    now: () => now,
    sleep: async (ms) => void (sleeps.push(ms), (now += ms)),
    superseded,
    locks,
  });
  return {
    drainer,
    store,
    sent,
    sleeps,
    locksHeld: locks?.requested.map((name) => name.slice(WRITER_LOCK_PREFIX.length)) ?? [],
  };
}

describe("the service worker's drain", () => {
  it('takes over at once what the hiding page claimed, without sleeping', async () => {
    const { drainer, store, sleeps } = drainerOver([chunk('a', { owner: 'k3x9a.r0', until: NOW + 30_000 })]);
    const outcome = await drainer.drain('k3x9a');
    expect(outcome).toMatchObject({ sent: 1, heldElsewhere: 0 });
    expect(sleeps).toEqual([]);
    expect(store.chunks.size).toBe(0);
  });

  it('waits out a claim of a page that said nothing, then sends what it held', async () => {
    const { drainer, store, sleeps } = drainerOver([chunk('a', { owner: 'crashed.r0', until: NOW + 12_000 })]);
    const outcome = await drainer.drain();
    expect(outcome.sent).toBe(1);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(12_000);
    expect(store.chunks.size).toBe(0);
  });

  it('sends at once what a writer that is gone claimed, and holds its own writer lock meanwhile', async () => {
    const until = NOW + 30_000;
    const { drainer, store, sleeps, locksHeld } = drainerOver(
      [chunk('a', { owner: 'crashed.r0', until }), chunk('b', { owner: 'alive.r2', until: NOW + 6_000 })],
      () => false,
      new Set(['alive']),
    );
    expect(locksHeld).toHaveLength(1);
    expect(locksHeld[0]).toMatch(/^sw[0-9a-z]+$/);
    const outcome = await drainer.drain();
    // The crashed page's chunk goes in the first round; the live writer's is waited out, then sent.
    expect(outcome.sent).toBe(2);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6_000);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThan(12_000);
    expect(store.chunks.size).toBe(0);
  });

  it('stops waiting once a newer service worker is found, leaving the chunk for it', async () => {
    let newer = false;
    const { drainer, store, sleeps } = drainerOver(
      [chunk('a', { owner: 'crashed.r0', until: NOW + 30_000 })],
      () => newer,
    );
    const drained = drainer.drain();
    newer = true;
    const outcome = await drained;
    expect(outcome).toMatchObject({ sent: 0, heldElsewhere: 1 });
    expect(sleeps.length).toBeLessThanOrEqual(1);
    expect(store.chunks.size).toBe(1);
  });

  it('keeps what a hiding page handed over and sends it', async () => {
    const { drainer, sent, store } = drainerOver([]);
    const outcome = await drainer.keepAndDrain(
      [
        {
          id: 'p.0',
          kind: 'event',
          sessionId: 's',
          seq: 0,
          time: NOW,
          pagePath: '/',
          payload: { event: 'x', data: '{}' },
        },
      ],
      'p',
    );
    expect(outcome.sent).toBe(1);
    expect(sent.join()).toContain('"id":"p.0"');
    expect(store.chunks.size).toBe(0);
  });
});

describe("the service worker's drain when IndexedDB refuses to write", () => {
  it("sends a hiding page's records from memory, and what it had persisted before, though it cannot claim it", async () => {
    const { store, inner, state } = flakyStore([chunk('a')]);
    state.full = true;
    const sent: string[] = [];
    const failures: unknown[] = [];
    const drainer = createTelemetryDrainer({
      store,
      fetch: async (_url, init) => (sent.push(String(init.body)), new Response('{}', { status: 200 })),
      now: () => NOW,
      sleep: async () => undefined,
      onStorageFailure: (error) => failures.push(error),
    });
    const outcome = await drainer.keepAndDrain([{ id: 'hidden.0' }, { id: 'hidden.1' }] as never, 'hidden');
    expect(outcome).toMatchObject({ sent: 3, retry: false, heldElsewhere: 0 });
    expect(sent.join()).toContain('"hidden.1"');
    expect(sent.join()).toContain('"a.0"');
    expect(inner.chunks.size).toBe(0);
    expect(failures).toHaveLength(1);
  });
});
