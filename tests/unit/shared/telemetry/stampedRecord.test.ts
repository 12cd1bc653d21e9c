import { describe, expect, it } from 'vitest';
import {
  MAX_BATCH_NAMES,
  MAX_SHAPE_SEARCH,
  countStamps,
  createStampedBatch,
  expandStampedRecord,
  lastStampSeq,
  pushStamp,
  readStamps,
  stampTaskTime,
  type StampedBatch,
} from '../../../../src/shared/telemetry/StampedRecord';

// A record made by a task of its own, at `time` (the facade reads the clock once per task).
function pushInTask(
  batch: StampedBatch,
  time: number,
  kind: string,
  type: string | undefined,
  payload: Record<string, unknown>,
) {
  stampTaskTime(batch, time);
  pushStamp(batch, kind, type, payload);
}

describe('the columnar hand-over of stamped records', () => {
  it("gives back each record with its implied seq, its time, kind, type and its payload's keys and values", () => {
    const batch = createStampedBatch('/store', 40);
    const payloads = [{ a: 1 }, { b: 'two' }, { c: [3] }];
    pushInTask(batch, 1_700_000_000_000, 'event', 'click', payloads[0]!);
    pushInTask(batch, 1_700_000_000_250, 'error', undefined, payloads[1]!);
    pushInTask(batch, 1_700_000_000_251, 'event', 'click', payloads[2]!);
    expect(countStamps(batch)).toBe(3);
    expect(lastStampSeq(batch)).toBe(42);
    const read = readStamps(batch);
    expect(read).toEqual([
      { seq: 40, time: 1_700_000_000_000, kind: 'event', type: 'click', payload: { a: 1 } },
      { seq: 41, time: 1_700_000_000_250, kind: 'error', type: undefined, payload: { b: 'two' } },
      { seq: 42, time: 1_700_000_000_251, kind: 'event', type: 'click', payload: { c: [3] } },
    ]);
    // Top-level values are copied as the clone would; a nested array or object is the caller's own until then.
    expect(read[2]!.payload).not.toBe(payloads[2]);
    expect(read[2]!.payload.c).toBe(payloads[2]!.c);
    // Repeated names are written once; runs and times name the index of their first record.
    expect(batch.names).toEqual(['event', 'click', 'error']);
    expect(batch.runs).toEqual([0, 1, 0, 2, -1, 1, 0, 1, 2]);
    expect(batch.timeBase).toBe(1_700_000_000_000);
    expect(batch.times).toEqual([0, 0, 250, 1, 251, 2]);
  });

  it('keeps every name right when a batch has more distinct types than its names list holds', () => {
    const batch = createStampedBatch('/', 0);
    const types = Array.from({ length: MAX_BATCH_NAMES * 3 }, (_, i) => `type-${i}`);
    for (const [i, type] of types.entries()) pushInTask(batch, i, 'analytics', type, { i });
    expect(batch.names.length).toBe(MAX_BATCH_NAMES);
    expect(readStamps(batch).map((r) => r.type)).toEqual(types);
    expect(readStamps(batch).every((r) => r.kind === 'analytics')).toBe(true);
  });

  it('survives structured clone, as it crosses to the worker', () => {
    const batch = createStampedBatch('/blog', 7);
    pushInTask(batch, 1005, 'trace', 'nav', { data: '{}' });
    const copy = structuredClone(batch);
    expect(readStamps(copy)).toEqual(readStamps(batch));
    expect(expandStampedRecord('page1', 'sess1', copy.pagePath, readStamps(copy)[0]!)).toEqual({
      id: 'page1.7',
      kind: 'trace',
      type: 'nav',
      sessionId: 'sess1',
      seq: 7,
      time: 1005,
      pagePath: '/blog',
      payload: { data: '{}' },
    });
  });

  it("codes the records of one kind and type in one run, and each task's records in one time", () => {
    const batch = createStampedBatch('/', 100);
    stampTaskTime(batch, 5);
    for (let i = 0; i < 600; i++) pushStamp(batch, 'census.hit', i < 300 ? 'a' : 'b', { i });
    stampTaskTime(batch, 6);
    for (let i = 600; i < 1000; i++) pushStamp(batch, 'census.hit', 'b', { i });
    expect(batch.runs).toEqual([0, 1, 0, 0, 2, 300]);
    expect(batch.timeBase).toBe(5);
    expect(batch.times).toEqual([0, 0, 1, 600]);
    const read = readStamps(batch);
    expect(read.map((r) => [r.seq, r.time, r.type, r.payload.i])).toEqual(
      Array.from({ length: 1000 }, (_, i) => [100 + i, i < 600 ? 5 : 6, i < 300 ? 'a' : 'b', i]),
    );
  });

  it('writes each payload shape once and its values in one flat list', () => {
    const batch = createStampedBatch('/', 0);
    stampTaskTime(batch, 1);
    for (let i = 0; i < 3; i++) pushStamp(batch, 'census.hit', 'pageview', { event: 'pageview', data: `{"i":${i}}` });
    pushStamp(batch, 'error', undefined, { message: 'boom', line: 3 });
    pushStamp(batch, 'census.hit', 'pageview', { event: 'pageview', data: '{"i":3}' });
    expect(batch.shapes).toEqual([
      ['event', 'data'],
      ['message', 'line'],
    ]);
    expect(batch.shapeRuns).toEqual([0, 0, 1, 3, 0, 4]);
    // 'pageview' is written once per run of its shape: the payloads after it repeat it (places 2 and 4).
    expect(batch.values).toEqual(['pageview', '{"i":0}', '{"i":1}', '{"i":2}', 'boom', 3, 'pageview', '{"i":3}']);
    expect(batch.repeats).toEqual([2, 4]);
    expect(readStamps(batch).map((r) => r.payload)).toEqual([
      { event: 'pageview', data: '{"i":0}' },
      { event: 'pageview', data: '{"i":1}' },
      { event: 'pageview', data: '{"i":2}' },
      { message: 'boom', line: 3 },
      { event: 'pageview', data: '{"i":3}' },
    ]);
  });

  it('keeps what structured clone keeps: key order, undefined values, nested objects, empty payloads, an own __proto__ key', () => {
    const batch = createStampedBatch('/', 0);
    const nested = { measures: { 'rum-lcp': 1200 }, list: [1, { deep: true }] };
    const own = JSON.parse('{"__proto__":{"polluted":true},"b":1}') as Record<string, unknown>;
    const payloads: Array<Record<string, unknown>> = [
      { z: 1, a: undefined, 2: 'two', 1: 'one' },
      nested,
      {},
      own,
      Object.assign(Object.create({ inherited: 1 }), { mine: 2 }),
    ];
    for (const payload of payloads) pushInTask(batch, 1, 'performance', undefined, payload);
    const read = readStamps(structuredClone(batch)).map((r) => r.payload);
    for (const [i, payload] of payloads.entries()) {
      expect(Object.keys(read[i]!)).toEqual(Object.keys(structuredClone(payload)));
      expect(read[i]).toStrictEqual(structuredClone(payload));
    }
    expect(Object.hasOwn(read[1]!, 'a')).toBe(false);
    expect(Object.hasOwn(read[0]!, 'a')).toBe(true);
    expect(Object.getPrototypeOf(read[3])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(read[3], '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves out inherited keys, as the clone does, even when they match the shape before', () => {
    const batch = createStampedBatch('/', 0);
    pushInTask(batch, 1, 'event', undefined, { a: 1, foo: 'own' });
    pushInTask(
      batch,
      1,
      'event',
      undefined,
      Object.assign(Object.create({ foo: 'inherited' }) as Record<string, unknown>, { a: 2 }),
    );
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.foo = 'polluted';
    try {
      const next = createStampedBatch('/', 2);
      pushInTask(next, 1, 'event', undefined, { a: 3, foo: 'own' });
      pushInTask(next, 1, 'event', undefined, { a: 4 });
      expect(readStamps(next).map((r) => ({ ...r.payload }))).toEqual([{ a: 3, foo: 'own' }, { a: 4 }]);
    } finally {
      delete polluted.foo;
    }
    expect(readStamps(batch).map((r) => r.payload)).toEqual([{ a: 1, foo: 'own' }, { a: 2 }]);
  });

  it('stays right when the payloads of one batch have more shapes than it compares with', () => {
    const batch = createStampedBatch('/', 0);
    const payloads = Array.from({ length: MAX_SHAPE_SEARCH * 4 }, (_, i) => ({
      [`field${i % (MAX_SHAPE_SEARCH * 2)}`]: i,
      common: 'x',
    }));
    for (const payload of payloads) pushInTask(batch, 1, 'trace', 'nav', payload);
    expect(readStamps(batch).map((r) => r.payload)).toEqual(payloads);
  });

  it("writes a string again only when it differs from the payload before's at that key, and gives back the same values", () => {
    const batch = createStampedBatch('/', 0);
    const shared = { nested: true };
    const payloads: Array<Record<string, unknown>> = [
      { url: '/a', ua: 'UA', n: 0, o: shared },
      { url: '/a', ua: 'UA', n: 0, o: shared },
      // Only strings are repeats: numbers (0 and -0 are ===) and objects are written again.
      { url: '/b', ua: 'UA', n: -0, o: shared },
      // Keys out of order: another shape, all of its values written.
      { ua: 'UA', url: '/b', n: 1, o: shared },
      { ua: 'UA', url: '/b', n: 1, o: null },
      // Same keys as the shape before but a key fewer: the partly written values are taken back.
      { ua: 'UA', url: '/b', n: 1 },
      { ua: 'UA', url: '/b', n: 1 },
    ];
    stampTaskTime(batch, 9);
    for (const payload of payloads) pushStamp(batch, 'performance', undefined, payload);
    expect(batch.repeats).toEqual([4, 5, 9, 16, 17, 23, 24]);
    const read = readStamps(structuredClone(batch)).map((r) => r.payload);
    expect(read).toStrictEqual(payloads.map((p) => structuredClone(p)));
    expect(Object.is(read[2]!.n, -0)).toBe(true);
    expect(read.every((r) => Object.keys(r).join() === Object.keys(payloads[read.indexOf(r)]!).join())).toBe(true);
  });

  it('repeats nothing from another batch: a new batch writes its first payload whole', () => {
    const first = createStampedBatch('/a', 0);
    stampTaskTime(first, 1);
    pushStamp(first, 'event', undefined, { event: 'view' });
    const second = createStampedBatch('/b', 1);
    stampTaskTime(second, 2);
    pushStamp(second, 'event', undefined, { event: 'view' });
    pushStamp(second, 'event', undefined, { event: 'view' });
    expect(second.values).toEqual(['view']);
    expect(second.repeats).toEqual([1]);
    expect(readStamps(second).map((r) => r.payload)).toEqual([{ event: 'view' }, { event: 'view' }]);
  });

  it('gives every record of a task the time its task began, and one time to tasks of the same millisecond', () => {
    const batch = createStampedBatch('/', 0);
    stampTaskTime(batch, 100);
    pushStamp(batch, 'event', undefined, { i: 0 });
    pushStamp(batch, 'event', undefined, { i: 1 });
    stampTaskTime(batch, 100);
    pushStamp(batch, 'event', undefined, { i: 2 });
    stampTaskTime(batch, 130);
    pushStamp(batch, 'event', undefined, { i: 3 });
    expect(batch.times).toEqual([0, 0, 30, 3]);
    expect(readStamps(batch).map((r) => r.time)).toEqual([100, 100, 100, 130]);
  });

  it('is empty when nothing was pushed', () => {
    const batch = createStampedBatch('/', 5);
    expect(countStamps(batch)).toBe(0);
    expect(lastStampSeq(batch)).toBe(4);
    expect(readStamps(batch)).toEqual([]);
  });
});
