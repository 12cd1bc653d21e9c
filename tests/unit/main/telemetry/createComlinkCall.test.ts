import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createComlinkCall, type ComlinkCallEndpoint } from '../../../../src/main/telemetry/createComlinkCall';
import { bundleCallReplies } from '../../../../src/shared/telemetry/ComlinkWire';

// The other side is Comlink's own expose(), over a real MessageChannel: the hand-rolled call must be one
// expose() serves, beside wrap()'s calls on the same endpoint.
interface Api {
  accept(batch: { count: number }): Promise<number>;
  refuse(): Promise<never>;
  stats(): number;
}

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

function connect({ bundled = false } = {}): {
  page: MessagePort;
  received: Array<{ count: number }>;
  posted: unknown[];
} {
  const channel = new MessageChannel();
  channels.push(channel);
  const received: Array<{ count: number }> = [];
  const api: Api = {
    accept: async (batch) => (received.push(batch), batch.count * 2),
    refuse: () => Promise.reject(new Error('not persisted')),
    stats: () => received.length,
  };
  const posted: unknown[] = [];
  const port = channel.port2;
  // As src/worker/index.ts does: replies to the hand-rolled calls leave in bundles.
  const post = bundleCallReplies({
    post: (message, transfer?: Transferable[]) => (posted.push(message), port.postMessage(message, transfer ?? [])),
    methods: ['accept'],
    intervalMs: 500,
    now: () => performance.now(),
    setTimer: setTimeout,
  });
  expose(
    api,
    bundled
      ? {
          addEventListener: port.addEventListener.bind(port),
          removeEventListener: port.removeEventListener.bind(port),
          postMessage: post,
        }
      : port,
  );
  channel.port2.start();
  channel.port1.start();
  return { page: channel.port1, received, posted };
}

const replyOf = (call: ReturnType<typeof createComlinkCall>, argument: unknown) =>
  new Promise<[boolean, unknown]>((resolve) => call(argument, (ok, result) => resolve([ok, result])));

describe('createComlinkCall', () => {
  it('calls the exposed method with a copy of the argument and reports its result', async () => {
    const { page, received } = connect();
    const batch = { count: 3 };
    expect(await replyOf(createComlinkCall(page as ComlinkCallEndpoint, 'accept'), batch)).toEqual([true, 6]);
    expect(received).toEqual([{ count: 3 }]);
    expect(received[0]).not.toBe(batch);
  });

  it('reports false when the method rejects', async () => {
    const { page } = connect();
    const [ok] = await replyOf(createComlinkCall(page, 'refuse'), undefined);
    expect(ok).toBe(false);
  });

  it('answers each call once, in any order of replies, beside wrap() on the same endpoint', async () => {
    const { page, received } = connect();
    const call = createComlinkCall(page, 'accept');
    const remote = wrap<Api>(page);
    const replies = await Promise.all([
      replyOf(call, { count: 1 }),
      remote.stats(),
      replyOf(call, { count: 2 }),
      remote.accept({ count: 5 }),
      replyOf(call, { count: 4 }),
    ]);
    expect(replies).toEqual([[true, 2], expect.any(Number), [true, 4], 10, [true, 8]]);
    expect(received.map((b) => b.count)).toEqual([1, 2, 5, 4]);
  });

  it("takes the worker's bundled replies, each call answered once, beside wrap()'s unbundled ones", async () => {
    const { page, received, posted } = connect({ bundled: true });
    const call = createComlinkCall(page, 'accept');
    const remote = wrap<Api>(page);
    const answers: Array<[boolean, unknown]> = [];
    const calls = [1, 2, 3, 4, 5].map(
      (count) =>
        new Promise<void>((resolve) => call({ count }, (ok, result) => (answers.push([ok, result]), resolve()))),
    );
    const [stats] = await Promise.all([remote.stats(), ...calls]);
    expect(stats).toBeTypeOf('number');
    expect(received.map((b) => b.count)).toEqual([1, 2, 3, 4, 5]);
    expect(answers).toEqual([
      [true, 2],
      [true, 4],
      [true, 6],
      [true, 8],
      [true, 10],
    ]);
    // One reply at once, the four that came within the interval in one message, and wrap()'s own reply.
    expect(posted).toHaveLength(3);
  });

  it('ignores messages that answer no call of its own', async () => {
    const { page } = connect();
    const answers: boolean[] = [];
    createComlinkCall(page, 'accept')({ count: 1 }, (ok) => answers.push(ok));
    const { port2 } = channels[0] as MessageChannel;
    port2.postMessage({ type: 'site-telemetry:warning', text: 'a notice' });
    port2.postMessage({ id: 'accept.99', type: 'RAW', value: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toEqual([true]);
  });
});
