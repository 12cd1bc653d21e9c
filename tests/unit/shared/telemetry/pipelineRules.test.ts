import { describe, expect, it } from 'vitest';
import { chunkSerialisedRecords, byteLength } from '../../../../src/shared/telemetry/chunkSerialisedRecords';
import { classifyResponse } from '../../../../src/shared/telemetry/classifyResponse';
import { computeBackoffDelay } from '../../../../src/shared/telemetry/computeBackoffDelay';
import { createChunkKey } from '../../../../src/offMain/createChunkKey';
import { createInflightBudget } from '../../../../src/offMain/createInflightBudget';
import { createPageId } from '../../../../src/shared/telemetry/createPageId';
import { expandStampedRecord } from '../../../../src/shared/telemetry/StampedRecord';
import { parseRetryAfter } from '../../../../src/shared/telemetry/parseRetryAfter';
import { planRequests } from '../../../../src/offMain/planRequests';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import type { PersistedChunk } from '../../../../src/offMain/PersistedChunk';

describe('record ids', () => {
  it('derive from one random page id plus the sequence number', () => {
    const pageId = createPageId({ getRandomValues: (a) => a.fill(123456789) });
    expect(pageId).toBe('21i3v9'.padStart(7, '0').repeat(3));
    const idOf = (seq: number) =>
      expandStampedRecord(pageId, 's', '/', { seq, time: 0, kind: 'trace', type: undefined, payload: {} }).id;
    expect(idOf(41)).toBe(`${pageId}.41`);
    const ids = new Set(Array.from({ length: 1000 }, (_, i) => idOf(i)));
    expect(ids.size).toBe(1000);
  });
});

describe('classifyResponse', () => {
  it('deletes on 2xx, retries network errors, 5xx and 429, drops other 4xx', () => {
    expect([200, 202, 204].map(classifyResponse)).toEqual(['stored', 'stored', 'stored']);
    expect([null, 500, 502, 503, 429].map(classifyResponse)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect([400, 401, 404, 413].map(classifyResponse)).toEqual(['drop', 'drop', 'drop', 'drop']);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates (RFC 9110), and ignores the rest', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('computeBackoffDelay', () => {
  const options = { baseMs: 1000, maxMs: 60000 };
  it('grows exponentially with jitter between half and all of the step, capped', () => {
    expect(computeBackoffDelay(1, 0, options)).toBe(500);
    expect(computeBackoffDelay(1, 1, options)).toBe(1000);
    expect(computeBackoffDelay(3, 0.5, options)).toBe(3000);
    expect(computeBackoffDelay(20, 1, options)).toBe(60000);
  });
  it('never waits less than Retry-After asked', () => {
    expect(computeBackoffDelay(1, 0, { ...options, retryAfterMs: 5000 })).toBe(5000);
    expect(computeBackoffDelay(4, 1, { ...options, retryAfterMs: 10 })).toBe(8000);
  });
});

describe('chunkSerialisedRecords', () => {
  it('splits records into chunks that fit a request body, and sets apart a record too large alone', () => {
    const record = 'x'.repeat(100);
    const { chunks, tooLarge } = chunkSerialisedRecords([...Array(10).fill(record), 'y'.repeat(600)], 14 + 3 * 101);
    expect(tooLarge).toEqual([10]);
    expect(chunks.map((c) => c.count)).toEqual([3, 3, 3, 1]);
    for (const chunk of chunks) expect(`{"records":[${chunk.json}]}`.length).toBeLessThanOrEqual(14 + 3 * 101);
  });
  it('counts UTF-8 bytes, not UTF-16 units', () => {
    expect(byteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});

describe('planRequests', () => {
  const chunk = (key: string, count: number, destination = '/api/telemetry/batch'): PersistedChunk => ({
    key,
    destination,
    count,
    json: Array(count).fill('{"a":1}').join(','),
    createdAt: 0,
  });
  it('groups chunks by destination, oldest first, into bodies under the limit', () => {
    const plans = planRequests(
      [chunk('3', 2), chunk('1', 2), chunk('2', 2, '/other'), chunk('4', 2)],
      14 + 2 * 8 * 2,
      (t) => t.length,
    );
    expect(plans.map((p) => [p.destination, p.keys])).toEqual(
      [
        ['/api/telemetry/batch', ['1', '3']],
        ['/other', ['2']],
        ['/api/telemetry/batch', ['4']],
      ].sort((a, b) => (a[1]![0]! < b[1]![0]! ? -1 : 1)),
    );
    // The first batch request was closed because the next chunk did not fit; the others are what was left.
    expect(plans.map((p) => [p.keys[0], p.full])).toEqual([
      ['1', true],
      ['2', false],
      ['4', false],
    ]);
    for (const plan of plans) {
      expect(JSON.parse(plan.body).records).toHaveLength(plan.count);
      expect(plan.body.length).toBeLessThanOrEqual(plan.bytes);
    }
  });
  it('sends 1000 typical records in at most 10 requests (issue 3)', () => {
    const typical = JSON.stringify({
      id: 'abcdefghijklmnopqrstu.999',
      kind: 'analytics',
      type: 'clicked',
      sessionId: 'abcdefghijklmnopqrstu',
      seq: 999,
      time: 1735689600000,
      pagePath: '/shop/item',
      payload: { name: 'clicked', data: { button: 'buy', n: 1 } },
    });
    const { chunks } = chunkSerialisedRecords(Array(1000).fill(typical), PIPELINE_LIMITS.MAX_REQUEST_BYTES);
    const persisted = chunks.map((c, i) => ({
      key: createChunkKey(0, 'p', i),
      destination: '/api/telemetry/batch',
      count: c.count,
      json: c.json,
      createdAt: 0,
    }));
    const plans = planRequests(persisted, PIPELINE_LIMITS.MAX_REQUEST_BYTES, byteLength);
    expect(plans.reduce((n, p) => n + p.count, 0)).toBe(1000);
    expect(plans.length).toBeLessThanOrEqual(10);
  });
});

describe('createInflightBudget', () => {
  it('keeps bytes in flight under the limit, admitting waiters in order as bytes are released', async () => {
    const budget = createInflightBudget(100);
    const admitted: string[] = [];
    await budget.acquire(60);
    const second = budget.acquire(60).then(() => admitted.push('second'));
    const third = budget.acquire(30).then(() => admitted.push('third'));
    await Promise.resolve();
    expect(admitted).toEqual([]);
    expect(budget.inflight).toBe(60);
    budget.release(60);
    await Promise.all([second, third]);
    expect(admitted).toEqual(['second', 'third']);
    expect(budget.inflight).toBe(90);
  });
});

describe('createChunkKey', () => {
  it('sorts by creation time across writers', () => {
    const keys = [createChunkKey(20, 'a', 0), createChunkKey(3, 'b', 5), createChunkKey(100, 'a', 1)];
    expect([...keys].sort()).toEqual([keys[1], keys[0], keys[2]]);
  });
});
