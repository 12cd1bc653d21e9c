import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryOverview } from '../../../../src/server/storage/inspector/queryOverview';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { DAY, HOUR, T, seedRecords } from './seedTelemetry';

let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  // Batch 1: three records, one of them sent again later (a duplicate), one rejection.
  await seedRecords(
    db,
    [
      { id: 'a', kind: 'census.hit', page: '/', at: T + 1 },
      { id: 'c', kind: 'error', page: '/', at: T + 1, payload: { message: 'boom' } },
      { id: 'd', kind: 'drop', page: '/', at: T + 1, payload: { reason: 'queue-full', count: 7, kind: 'census.hit' } },
    ],
    { rejected: [{ id: 'r1', kind: 'error', reason: 'invalid: $.payload.message: expected string' }], bytes: 1000 },
  );
  // Batch 2: a resend of 'a', three new records, two rejections (one without a kind).
  await seedRecords(
    db,
    [
      { id: 'a', kind: 'census.hit', page: '/', at: T + 2 },
      { id: 'b', kind: 'census.hit', page: '/about', at: T + 2 },
      { id: 'e', kind: 'drop', page: '/about', at: T + 2, payload: { reason: 'queue-full', count: 3, kind: 'error' } },
      { id: 'f', kind: 'drop', page: '/', at: T + 2, payload: { reason: 'invalid', count: 2, kind: 'census.hit' } },
    ],
    {
      rejected: [
        { id: 'r2', kind: 'error', reason: 'invalid: $.payload.message: expected string' },
        { id: 'r3', reason: 'invalid: $.kind: expected string' },
      ],
      bytes: 500,
    },
  );
  // Two hours before: outside the range, must not count.
  await seedRecords(db, [{ id: 'old', kind: 'census.hit', page: '/', at: T - 2 * HOUR }], { bytes: 1 });
});
afterEach(async () => {
  await db.destroy();
});

describe('queryOverview', () => {
  it('counts records per kind, sums the batches and groups rejections and drops in the range', async () => {
    const overview = await queryOverview(db, { from: T, to: T + 1000 });
    expect([overview.from, overview.to]).toEqual([T, T + HOUR]);
    expect(overview.records.total).toBe(6);
    expect(overview.records.byKind).toEqual([
      { kind: 'drop', count: 3 },
      { kind: 'census.hit', count: 2 },
      { kind: 'error', count: 1 },
    ]);
    expect(overview.batches).toEqual({
      count: 2,
      records: 10,
      stored: 6,
      duplicates: 1,
      rejected: 3,
      bytes: 1500,
      averageRecords: 5,
      maxRecords: 6,
    });
    expect(overview.rejections).toEqual([
      { kind: 'error', reason: 'invalid: $.payload.message: expected string', count: 2 },
      { kind: 'unknown', reason: 'invalid: $.kind: expected string', count: 1 },
    ]);
    expect(overview.drops).toEqual([
      { reason: 'queue-full', count: 10 },
      { reason: 'invalid', count: 2 },
    ]);
  });

  it('narrows records, rejections and drops to a kind, and records and drops to a page', async () => {
    const byKind = await queryOverview(db, { from: T, to: T + 1000, kind: 'census.hit' });
    expect(byKind.records.byKind).toEqual([{ kind: 'census.hit', count: 2 }]);
    expect(byKind.rejections).toEqual([]);
    expect(byKind.drops).toEqual([
      { reason: 'queue-full', count: 7 },
      { reason: 'invalid', count: 2 },
    ]);
    const byPage = await queryOverview(db, { from: T, to: T + 1000, page: '/about' });
    expect(byPage.records.total).toBe(2);
    expect(byPage.drops).toEqual([{ reason: 'queue-full', count: 3 }]);
  });

  it('reads whole days from day rows and the ragged hours from hour rows, the same sums', async () => {
    const long = await queryOverview(db, { from: T - 3 * DAY - 5 * HOUR, to: T + 2 * DAY + 7 * HOUR });
    expect(long.records.total).toBe(7);
    expect(long.batches.count).toBe(3);
    // Longer than 7 days: whole UTC days, from day rows alone.
    const month = await queryOverview(db, { from: T - 20 * DAY + 5 * HOUR, to: T + 3 * HOUR });
    expect([month.from % DAY, month.to % DAY, month.to - month.from]).toEqual([0, 0, 21 * DAY]);
    expect(month.records.total).toBe(7);
  });

  it('answers from the rollups after the raw records are pruned', async () => {
    const day = { from: T - (T % DAY), to: T - (T % DAY) + DAY };
    const before = await queryOverview(db, day);
    await pruneTelemetry(db, T + DAY);
    expect(await db.selectFrom('telemetry_records').select('id').execute()).toEqual([]);
    // Past the retention, hour rows go with the raw records; the day's rows answer the same.
    expect(await queryOverview(db, day)).toEqual(before);
    const overview = before;
    // The whole day: the six records of T's hour and one later that day.
    expect(overview.records.total).toBe(7);
    expect(overview.batches.count).toBe(3);
    expect(overview.rejections).toHaveLength(2);
  });

  it('answers zeros for an empty range', async () => {
    const overview = await queryOverview(db, { from: T + 5 * HOUR, to: T + 6 * HOUR });
    expect(overview.records).toEqual({ total: 0, byKind: [] });
    expect(overview.batches).toEqual({
      count: 0,
      records: 0,
      stored: 0,
      duplicates: 0,
      rejected: 0,
      bytes: 0,
      averageRecords: 0,
      maxRecords: 0,
    });
  });
});
