import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryOverview } from '../../../../src/server/storage/inspector/queryOverview';
import { seedBatch, seedRecords, seedRejection } from './seedTelemetry';

const T = 1_700_000_000_000;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  await seedRecords(db, [
    { id: 'a', kind: 'census.hit', page: '/', at: T + 1 },
    { id: 'b', kind: 'census.hit', page: '/about', at: T + 2 },
    { id: 'c', kind: 'error', page: '/', at: T + 3, payload: { message: 'boom' } },
    { id: 'd', kind: 'drop', page: '/', at: T + 4, payload: { reason: 'queue-full', count: 7, kind: 'census.hit' } },
    { id: 'e', kind: 'drop', page: '/about', at: T + 5, payload: { reason: 'queue-full', count: 3, kind: 'error' } },
    { id: 'f', kind: 'drop', page: '/', at: T + 6, payload: { reason: 'invalid', count: 2, kind: 'census.hit' } },
    // Outside the range: must not count.
    { id: 'old', kind: 'census.hit', page: '/', at: T - 10_000 },
  ]);
  await seedBatch(db, { id: 'b1', at: T + 1, records: 10, stored: 6, duplicates: 3, rejected: 1, bytes: 1000 });
  await seedBatch(db, { id: 'b2', at: T + 2, records: 4, stored: 2, duplicates: 0, rejected: 2, bytes: 500 });
  await seedBatch(db, { id: 'b-old', at: T - 10_000, records: 99, stored: 99, duplicates: 0, rejected: 0, bytes: 1 });
  await seedRejection(db, {
    batch: 'b1',
    record: 'r1',
    kind: 'error',
    reason: '$.payload.message: expected string',
    at: T + 1,
  });
  await seedRejection(db, {
    batch: 'b2',
    record: 'r2',
    kind: 'error',
    reason: '$.payload.message: expected string',
    at: T + 2,
  });
  await seedRejection(db, { batch: 'b2', record: 'r3', kind: null, reason: 'unknown kind', at: T + 2 });
});
afterEach(async () => {
  await db.destroy();
});

describe('queryOverview', () => {
  it('counts records per kind, sums the batches and groups rejections and drops in the range', async () => {
    const overview = await queryOverview(db, { from: T, to: T + 1000 });
    expect(overview.records.total).toBe(6);
    expect(overview.records.byKind).toEqual([
      { kind: 'drop', count: 3 },
      { kind: 'census.hit', count: 2 },
      { kind: 'error', count: 1 },
    ]);
    expect(overview.batches).toEqual({
      count: 2,
      records: 14,
      stored: 8,
      duplicates: 3,
      rejected: 3,
      bytes: 1500,
      averageRecords: 7,
      maxRecords: 10,
    });
    expect(overview.rejections).toEqual([
      { kind: 'error', reason: '$.payload.message: expected string', count: 2 },
      { kind: 'unknown', reason: 'unknown kind', count: 1 },
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

  it('answers zeros for an empty range', async () => {
    const overview = await queryOverview(db, { from: T + 5000, to: T + 6000 });
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
