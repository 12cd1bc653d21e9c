import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryVitals } from '../../../../src/server/storage/inspector/queryVitals';
import { seedRecords, type SeedRecord } from './seedTelemetry';
import { performancePayload } from './performancePayload';

const T = 1_700_000_000_000;
let db: Kysely<Database>;

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
  [3000, 1000, 2000, 4000, 60_000].forEach((lcp, i) => {
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
    at: T - 5000,
    payload: performancePayload({ LCP: 99_999 }),
  });
  await seedRecords(db, records);
});
afterEach(async () => {
  await db.destroy();
});

describe('queryVitals', () => {
  it('computes p75 by nearest rank per page and metric', async () => {
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000 });
    const find = (page: string, metric: string) => vitals.find((v) => v.page === page && v.metric === metric);
    expect(find('/', 'LCP')).toMatchObject({ count: 8, p75: 600 });
    expect(find('/', 'CLS')).toMatchObject({ count: 8, p75: 0.06 });
    expect(find('/shop', 'LCP')).toMatchObject({ count: 5, p75: 4000 });
    expect(find('/shop', 'TTFB')).toMatchObject({ count: 5, p75: 120 });
    expect(find('/', 'INP')).toBeUndefined();
  });

  it('bins values into the metric histogram, the last bin open-ended', async () => {
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000, page: '/shop' });
    expect(new Set(vitals.map((v) => v.page))).toEqual(new Set(['/shop']));
    const lcp = vitals.find((v) => v.metric === 'LCP')!;
    expect(lcp.step).toBe(250);
    expect(lcp.histogram).toHaveLength(40);
    expect(lcp.histogram[4]).toBe(1); // 1000 ms
    expect(lcp.histogram[8]).toBe(1); // 2000 ms
    expect(lcp.histogram[12]).toBe(1); // 3000 ms
    expect(lcp.histogram[16]).toBe(1); // 4000 ms
    expect(lcp.histogram[39]).toBe(1); // 60 s, clamped into the last bin
    expect(lcp.histogram.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('ranks within the bin that holds the p75, and in the open-ended last bin', async () => {
    await seedRecords(db, [
      ...[130, 100, 120, 110].map((lcp, i) => ({
        id: `same-bin-${i}`,
        kind: 'performance',
        page: '/same',
        at: T + i,
        payload: performancePayload({ LCP: lcp }),
      })),
      ...[70_000, 50_000, 90_000].map((lcp, i) => ({
        id: `slow-${i}`,
        kind: 'performance',
        page: '/slow',
        at: T + i,
        payload: performancePayload({ LCP: lcp }),
      })),
    ]);
    const { vitals } = await queryVitals(db, { from: T, to: T + 1000 });
    expect(vitals.find((v) => v.page === '/same' && v.metric === 'LCP')).toMatchObject({ count: 4, p75: 120 });
    expect(vitals.find((v) => v.page === '/slow' && v.metric === 'LCP')).toMatchObject({ count: 3, p75: 90_000 });
  });
});
