import { describe, expect, it } from 'vitest';
import { MAX_BATCH_NAMES, MAX_SHAPE_SEARCH, countStamps, createStampedBatch, expandStampedRecord, lastStampSeq, pushStamp, readStamps } from '../../../../src/shared/telemetry/StampedRecord';

describe('the columnar hand-over of stamped records', () => {
  it('gives back each record with its implied seq, its time, kind, type and its payload\'s keys and values', () => {
    const batch = createStampedBatch('/store', 40);
    const payloads = [{ a: 1 }, { b: 'two' }, { c: [3] }];
    pushStamp(batch, 1_700_000_000_000, 'event', 'click', payloads[0]!);
    pushStamp(batch, 1_700_000_000_250, 'error', undefined, payloads[1]!);
    pushStamp(batch, 1_700_000_000_251, 'event', 'click', payloads[2]!);
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
    // Repeated names are written once; runs and times are coded by length.
    expect(batch.names).toEqual(['event', 'click', 'error']);
    expect(batch.runs).toEqual([0, 1, 1, 2, -1, 1, 0, 1, 1]);
    expect(batch.timeBase).toBe(1_700_000_000_000);
    expect(batch.times).toEqual([0, 1, 250, 1, 251, 1]);
  });

  it('keeps every name right when a batch has more distinct types than its names list holds', () => {
    const batch = createStampedBatch('/', 0);
    const types = Array.from({ length: MAX_BATCH_NAMES * 3 }, (_, i) => `type-${i}`);
    for (const [i, type] of types.entries()) pushStamp(batch, i, 'analytics', type, { i });
    expect(batch.names.length).toBe(MAX_BATCH_NAMES);
    expect(readStamps(batch).map((r) => r.type)).toEqual(types);
    expect(readStamps(batch).every((r) => r.kind === 'analytics')).toBe(true);
  });

  it('survives structured clone, as it crosses to the worker', () => {
    const batch = createStampedBatch('/blog', 7);
    pushStamp(batch, 1005, 'trace', 'nav', { data: '{}' });
    const copy = structuredClone(batch);
    expect(readStamps(copy)).toEqual(readStamps(batch));
    expect(expandStampedRecord('page1', 'sess1', copy.pagePath, readStamps(copy)[0]!)).toEqual({
      id: 'page1.7', kind: 'trace', type: 'nav', sessionId: 'sess1', seq: 7, time: 1005, pagePath: '/blog', payload: { data: '{}' },
    });
  });

  it('codes a task of records of one kind, type and millisecond in one run and one time', () => {
    const batch = createStampedBatch('/', 100);
    for (let i = 0; i < 1000; i++) pushStamp(batch, i < 600 ? 5 : 6, 'census.hit', i < 300 ? 'a' : 'b', { i });
    expect(batch.runs).toEqual([0, 1, 300, 0, 2, 700]);
    expect(batch.timeBase).toBe(5);
    expect(batch.times).toEqual([0, 600, 1, 400]);
    const read = readStamps(batch);
    expect(read.map((r) => [r.seq, r.time, r.type, r.payload.i])).toEqual(Array.from({ length: 1000 }, (_, i) => [100 + i, i < 600 ? 5 : 6, i < 300 ? 'a' : 'b', i]));
  });

  it('writes each payload shape once and its values in one flat list', () => {
    const batch = createStampedBatch('/', 0);
    for (let i = 0; i < 3; i++) pushStamp(batch, 1, 'census.hit', 'pageview', { event: 'pageview', data: `{"i":${i}}` });
    pushStamp(batch, 1, 'error', undefined, { message: 'boom', line: 3 });
    pushStamp(batch, 1, 'census.hit', 'pageview', { event: 'pageview', data: '{"i":3}' });
    expect(batch.shapes).toEqual([['event', 'data'], ['message', 'line']]);
    expect(batch.shapeRuns).toEqual([0, 3, 1, 1, 0, 1]);
    expect(batch.values).toEqual(['pageview', '{"i":0}', 'pageview', '{"i":1}', 'pageview', '{"i":2}', 'boom', 3, 'pageview', '{"i":3}']);
    expect(readStamps(batch).map((r) => r.payload)).toEqual([
      { event: 'pageview', data: '{"i":0}' }, { event: 'pageview', data: '{"i":1}' }, { event: 'pageview', data: '{"i":2}' },
      { message: 'boom', line: 3 }, { event: 'pageview', data: '{"i":3}' },
    ]);
  });

  it('keeps what structured clone keeps: key order, undefined values, nested objects, empty payloads, an own __proto__ key', () => {
    const batch = createStampedBatch('/', 0);
    const nested = { measures: { 'rum-lcp': 1200 }, list: [1, { deep: true }] };
    const own = JSON.parse('{"__proto__":{"polluted":true},"b":1}') as Record<string, unknown>;
    const payloads: Array<Record<string, unknown>> = [{ z: 1, a: undefined, 2: 'two', 1: 'one' }, nested, {}, own, Object.assign(Object.create({ inherited: 1 }), { mine: 2 })];
    for (const payload of payloads) pushStamp(batch, 1, 'performance', undefined, payload);
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
    pushStamp(batch, 1, 'event', undefined, { a: 1, foo: 'own' });
    pushStamp(batch, 1, 'event', undefined, Object.assign(Object.create({ foo: 'inherited' }) as Record<string, unknown>, { a: 2 }));
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.foo = 'polluted';
    try {
      const next = createStampedBatch('/', 2);
      pushStamp(next, 1, 'event', undefined, { a: 3, foo: 'own' });
      pushStamp(next, 1, 'event', undefined, { a: 4 });
      expect(readStamps(next).map((r) => ({ ...r.payload }))).toEqual([{ a: 3, foo: 'own' }, { a: 4 }]);
    } finally {
      delete polluted.foo;
    }
    expect(readStamps(batch).map((r) => r.payload)).toEqual([{ a: 1, foo: 'own' }, { a: 2 }]);
  });

  it('stays right when the payloads of one batch have more shapes than it compares with', () => {
    const batch = createStampedBatch('/', 0);
    const payloads = Array.from({ length: MAX_SHAPE_SEARCH * 4 }, (_, i) => ({ [`field${i % (MAX_SHAPE_SEARCH * 2)}`]: i, common: 'x' }));
    for (const payload of payloads) pushStamp(batch, 1, 'trace', 'nav', payload);
    expect(readStamps(batch).map((r) => r.payload)).toEqual(payloads);
  });

  it('is empty when nothing was pushed', () => {
    const batch = createStampedBatch('/', 5);
    expect(countStamps(batch)).toBe(0);
    expect(lastStampSeq(batch)).toBe(4);
    expect(readStamps(batch)).toEqual([]);
  });
});
