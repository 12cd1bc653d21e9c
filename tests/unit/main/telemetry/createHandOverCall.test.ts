import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandOverCall } from '../../../../src/main/telemetry/createHandOverCall';
import { answerHandOvers } from '../../../../src/worker/answerHandOvers';
import { createStampedBatch, pushStamp, type StampedBatch } from '../../../../src/shared/telemetry/StampedRecord';

// Both sides of the hand-over protocol over a real MessageChannel, beside Comlink's expose() and wrap() on
// the same ports, as the worker and the facade use them.
const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

function connect(intervalMs: number, accept: (batch: StampedBatch) => Promise<number>) {
  const channel = new MessageChannel();
  channels.push(channel);
  const posted: unknown[] = [];
  const worker = channel.port2;
  const endpoint = {
    addEventListener: worker.addEventListener.bind(worker),
    postMessage: (message: unknown) => (posted.push(message), worker.postMessage(message)),
  };
  const api = { accept, stats: async () => 7 };
  answerHandOvers(endpoint, api.accept, { intervalMs, now: () => performance.now(), setTimer: setTimeout });
  expose(api, worker);
  worker.start();
  channel.port1.start();
  return { page: channel.port1, posted, api };
}

const batchOf = (count: number) => {
  const batch = createStampedBatch('/', 0);
  for (let i = 0; i < count; i++) pushStamp(batch, 'trace', 't', { i });
  return batch;
};
const handOver = (call: ReturnType<typeof createHandOverCall>, batch: StampedBatch) =>
  new Promise<boolean>((resolve) => call(batch, resolve));

describe('the hand-over protocol', () => {
  it('answers each hand-over once persisted, and false when the worker could not take it', async () => {
    const received: number[] = [];
    const { page } = connect(0, async (batch) => {
      if (batch.count === 0) throw new Error('not persisted');
      received.push(batch.count);
      return batch.count;
    });
    const call = createHandOverCall(page);
    expect(
      await Promise.all([handOver(call, batchOf(2)), handOver(call, batchOf(0)), handOver(call, batchOf(3))]),
    ).toEqual([true, false, true]);
    expect(received).toEqual([2, 3]);
  });

  it('bundles the replies that settle within the interval into one message, the first after a quiet spell at once', async () => {
    const { page, posted } = connect(200, async (batch) => batch.count);
    const call = createHandOverCall(page);
    await handOver(call, batchOf(1));
    expect(posted).toHaveLength(1);
    await Promise.all([handOver(call, batchOf(1)), handOver(call, batchOf(1)), handOver(call, batchOf(1))]);
    expect(posted).toHaveLength(2);
    expect((posted[1] as { replies: unknown[] }).replies).toHaveLength(3);
  });

  it("leaves Comlink's own calls on the same ports as they are", async () => {
    const { page } = connect(0, async (batch) => batch.count);
    const call = createHandOverCall(page);
    const remote = wrap<{ stats(): Promise<number> }>(page);
    const [persisted, stats] = await Promise.all([handOver(call, batchOf(1)), remote.stats()]);
    expect([persisted, stats]).toEqual([true, 7]);
  });
});
