import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryKindSeries } from '../../../../src/server/storage/inspector/queryKindSeries';
import { seedRecords } from './seedTelemetry';

const HOUR = 3_600_000;
// A whole day: hourly buckets, the rollups' smallest.
const DAY_START = Date.UTC(2024, 0, 1);
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  await seedRecords(db, [
    { id: '1', kind: 'census.hit', at: DAY_START + 1000 },
    { id: '2', kind: 'census.hit', at: DAY_START + 59 * 60_000 },
    { id: '3', kind: 'census.hit', at: DAY_START + 60 * 60_000 },
    { id: '4', kind: 'error', page: '/shop', at: DAY_START + 2 * HOUR + 1 },
  ]);
});
afterEach(async () => {
  await db.destroy();
});

describe('queryKindSeries', () => {
  it('counts records per kind in epoch-aligned buckets, with zeros where nothing arrived', async () => {
    const series = await queryKindSeries(db, { from: DAY_START, to: DAY_START + 24 * HOUR });
    expect(series.bucketMs).toBe(HOUR);
    expect(series.times).toHaveLength(24);
    expect(series.times[0]).toBe(DAY_START);
    expect(series.series.map((s) => s.kind)).toEqual(['census.hit', 'error']);
    const hits = series.series[0]!.counts;
    expect(hits.slice(0, 3)).toEqual([2, 1, 0]);
    expect(hits.reduce((a, b) => a + b, 0)).toBe(3);
    const errors = series.series[1]!.counts;
    expect(errors[2]).toBe(1);
    expect(errors.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('sums day rows into buckets of a day or more over a long range', async () => {
    const series = await queryKindSeries(db, { from: DAY_START - 300 * 24 * HOUR, to: DAY_START + 100 * 24 * HOUR });
    expect(series.bucketMs).toBe(7 * 24 * HOUR);
    const hits = series.series.find((s) => s.kind === 'census.hit')!.counts;
    expect(hits.reduce((a, b) => a + b, 0)).toBe(3);
    expect(hits[series.times.indexOf(Math.floor(DAY_START / series.bucketMs) * series.bucketMs)]).toBe(3);
  });

  it('applies the kind and page filters', async () => {
    const onlyShop = await queryKindSeries(db, { from: DAY_START, to: DAY_START + 24 * HOUR, page: '/shop' });
    expect(onlyShop.series.map((s) => s.kind)).toEqual(['error']);
    const onlyHits = await queryKindSeries(db, { from: DAY_START, to: DAY_START + 24 * HOUR, kind: 'census.hit' });
    expect(onlyHits.series.map((s) => s.kind)).toEqual(['census.hit']);
  });
});
