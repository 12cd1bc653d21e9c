import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createComlinkCall, type ComlinkCallEndpoint } from '../../../../src/main/telemetry/createComlinkCall';

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

function connect(): { page: MessagePort; received: Array<{ count: number }> } {
  const channel = new MessageChannel();
  channels.push(channel);
  const received: Array<{ count: number }> = [];
  const api: Api = {
    accept: async (batch) => (received.push(batch), batch.count * 2),
    refuse: () => Promise.reject(new Error('not persisted')),
    stats: () => received.length,
  };
  expose(api, channel.port2);
  channel.port2.start();
  channel.port1.start();
  return { page: channel.port1, received };
}

const replyOf = (call: ReturnType<typeof createComlinkCall>, argument: unknown) => new Promise<[boolean, unknown]>((resolve) => call(argument, (ok, result) => resolve([ok, result])));

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
    const [ok] = await replyOf(createComlinkCall(page as ComlinkCallEndpoint, 'refuse'), undefined);
    expect(ok).toBe(false);
  });

  it('answers each call once, in any order of replies, beside wrap() on the same endpoint', async () => {
    const { page, received } = connect();
    const call = createComlinkCall(page as ComlinkCallEndpoint, 'accept');
    const remote = wrap<Api>(page);
    const replies = await Promise.all([replyOf(call, { count: 1 }), remote.stats(), replyOf(call, { count: 2 }), remote.accept({ count: 5 }), replyOf(call, { count: 4 })]);
    expect(replies).toEqual([[true, 2], expect.any(Number), [true, 4], 10, [true, 8]]);
    expect(received.map((b) => b.count)).toEqual([1, 2, 5, 4]);
  });

  it('ignores messages that answer no call of its own', async () => {
    const { page } = connect();
    const answers: boolean[] = [];
    createComlinkCall(page as ComlinkCallEndpoint, 'accept')({ count: 1 }, (ok) => answers.push(ok));
    const { port2 } = channels[0] as MessageChannel;
    port2.postMessage({ type: 'site-telemetry:warning', text: 'a notice' });
    port2.postMessage({ id: 'accept.99', type: 'RAW', value: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toEqual([true]);
  });
});
