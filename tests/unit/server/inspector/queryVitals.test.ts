import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryVitals } from '../../../../src/server/storage/inspector/queryVitals';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { vitalBucketOf } from '../../../../src/shared/api/config/WebVital';
import { DAY, HOUR, T, seedRecords, type SeedRecord } from './seedTelemetry';
import { performancePayload } from './performancePayload';

let db: Kysely<Database>;
// The UTC day holding T: read from its day rows, which outlive the retention.
const WHOLE_DAY = { from: T - (T % DAY), to: T - (T % DAY) + DAY };

// The buckets are 12% wide and the p75 is read inside its bucket: within 6% of the exact value.
const near = (exact: number) => ({ asymmetricMatch: (v: number) => Math.abs(v - exact) <= exact * 0.06 });

beforeEach(async () => {
  db = await openTestStorage();
  const records: SeedRecord[] = [];
  // Home: LCP 100..800 ms (8 values: p75 is the 6th, 600), CLS 0.01..0.08.
  for (let i = 1; i <= 8; i++) {
    records.push({
      id: `h${i}`,
      kind: 'performance',
      page: '/',
      at: T + i,
      payload: performancePayload({ LCP: i * 100, CLS: i / 100 }),
    });
  }
  // Shop: LCP of 5 values (p75 is the 4th by nearest rank, ceil(3.75) = 4) and one huge outlier.
  [3000, 1000, 2000, 4000, 600_000].forEach((lcp, i) => {
    records.push({
      id: `s${i}`,
      kind: 'performance',
      page: '/shop',
      at: T + i,
      payload: performancePayload({ LCP: lcp, TTFB: 120 }),
    });
  });
  records.push({
    id: 'x',
    kind: 'performance',
    page: '/shop',
    at: T + 99,
    payload: performancePayload({ LCP: 'not a number' as unknown as number }),
  });
  records.push({
    id: 'old',
    kind: 'performance',
    page: '/',
    at: T - 5 * HOUR,
    payload: performancePayload({ LCP: 99_999 }),
  });
  await seedRecords(db, records);
});
afterEach(async () => {
  await db.destroy();
});

describe('queryVitals', () => {
  it('reads p75 by nearest rank per page and metric from the log-spaced buckets, within their width', async () => {
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000 });
    const find = (page: string, metric: string) => vitals.find((v) => v.page === page && v.metric === metric);
    expect(find('/', 'LCP')).toMatchObject({ count: 8, p75: near(600) });
    expect(find('/', 'CLS')).toMatchObject({ count: 8, p75: near(0.06) });
    expect(find('/shop', 'LCP')).toMatchObject({ count: 5, p75: near(4000) });
    expect(find('/shop', 'TTFB')).toMatchObject({ count: 5, p75: near(120) });
    expect(find('/', 'INP')).toBeUndefined();
    // The busiest page first.
    expect(vitals[0]!.page).toBe('/');
  });

  it('counts each value in its bucket, the last one open-ended', async () => {
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000, page: '/shop' });
    expect(new Set(vitals.map((v) => v.page))).toEqual(new Set(['/shop']));
    const lcp = vitals.find((v) => v.metric === 'LCP')!;
    expect(lcp.histogram).toHaveLength(lcp.edges.length);
    for (const value of [1000, 2000, 3000, 4000]) {
      const bucket = vitalBucketOf('LCP', value)!;
      expect(lcp.histogram[bucket], `${value} ms`).toBe(1);
      expect(lcp.edges[bucket]!).toBeLessThanOrEqual(value);
      expect(lcp.edges[bucket + 1]!).toBeGreaterThan(value);
    }
    expect(lcp.histogram[lcp.histogram.length - 1]).toBe(1); // 600 s, beyond the last edge
    expect(lcp.histogram.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('ranks within the bucket that holds the p75, and answers the open-ended bucket by its edge', async () => {
    await seedRecords(db, [
      ...[130, 100, 120, 110].map((lcp, i) => ({
        id: `same-${i}`,
        kind: 'performance',
        page: '/same',
        at: T + 10 + i,
        payload: performancePayload({ LCP: lcp }),
      })),
      ...[70_000, 80_000, 90_000].map((lcp, i) => ({
        id: `slow-${i}`,
        kind: 'performance',
        page: '/slow',
        at: T + 20 + i,
        payload: performancePayload({ LCP: lcp }),
      })),
    ]);
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000 });
    expect(vitals.find((v) => v.page === '/same' && v.metric === 'LCP')).toMatchObject({ count: 4, p75: near(120) });
    const slow = vitals.find((v) => v.page === '/slow' && v.metric === 'LCP')!;
    expect(slow.count).toBe(3);
    expect(slow.p75).toBe(slow.edges[slow.edges.length - 1]);
    expect(slow.p75).toBeGreaterThanOrEqual(60_000);
  });

  it('answers the same once the raw records are pruned', async () => {
    const before = await queryVitals(db, WHOLE_DAY);
    // Past the retention, hour rows go with the raw records; the day's row answers.
    await pruneTelemetry(db, T + DAY);
    expect(await queryVitals(db, WHOLE_DAY)).toEqual(before);
  });
});
