import { describe, expect, it } from 'vitest';
import { StampingQueue } from '../../../../src/main/telemetry/StampingQueue';
import { readStamps } from '../../../../src/shared/telemetry/StampedRecord';
import { MAX_HELD_RECORDS } from '../../../../src/shared/telemetry/pipelineLimits';

const pageAt = (pathname: string) => ({ location: { pathname } }) as unknown as Window;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the stamping queue', () => {
  it("stamps a task's records into one batch with consecutive seqs and ends the task in a microtask", async () => {
    const win = pageAt('/a');
    const ended: number[] = [];
    const queue = new StampingQueue(
      win,
      () => false,
      (time) => () => ended.push(time),
    );
    queue.record('trace', { n: 0 }, 't');
    queue.record('trace', { n: 1 }, 't');
    await nextTask();
    (win.location as { pathname: string }).pathname = '/b';
    queue.record('trace', { n: 2 }, 't');
    await nextTask();
    expect(ended).toHaveLength(2);
    const batches = queue.takeHeld();
    expect(batches.map((b) => [b.pagePath, b.firstSeq, b.count])).toEqual([
      ['/a', 0, 2],
      ['/b', 2, 1],
    ]);
    expect(readStamps(batches[0]!).map((r) => r.payload)).toEqual([{ n: 0 }, { n: 1 }]);
    expect(queue.held).toEqual([]);
  });

  it('while bounded, drops records past MAX_HELD_RECORDS and reports them as one queue-full drop record', async () => {
    const queue = new StampingQueue(
      pageAt('/'),
      () => true,
      () => () => undefined,
    );
    for (let i = 0; i < MAX_HELD_RECORDS + 3; i++) queue.record('trace', { i });
    queue.recordDropped();
    queue.recordDropped();
    await nextTask();
    const records = queue.held.flatMap(readStamps);
    expect(records).toHaveLength(MAX_HELD_RECORDS + 1);
    expect(records.at(-1)).toMatchObject({ kind: 'drop', payload: { reason: 'queue-full', count: 3 } });
  });

  it("keeps the page view's final count past a full bound, so the count is never the record dropped", async () => {
    const queue = new StampingQueue(
      pageAt('/'),
      () => true,
      () => () => undefined,
    );
    for (let i = 0; i < MAX_HELD_RECORDS + 2; i++) queue.record('trace', { i });
    // The hide: the final count, then what the bound refused.
    queue.record('delivery', {});
    queue.recordDropped();
    await nextTask();
    const records = queue.held.flatMap(readStamps);
    expect(records.slice(-2).map((r) => [r.kind, r.seq, r.payload])).toEqual([
      ['delivery', MAX_HELD_RECORDS, {}],
      ['drop', MAX_HELD_RECORDS + 1, { reason: 'queue-full', count: 2 }],
    ]);
    // Records after it still meet the bound.
    queue.record('trace', { late: true });
    queue.recordDropped();
    expect(queue.held.flatMap(readStamps).at(-1)).toMatchObject({ kind: 'drop', payload: { count: 1 } });
  });
});
