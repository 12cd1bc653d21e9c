import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryErrorGroups } from '../../../../src/server/storage/inspector/queryErrorGroups';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { TELEMETRY_STORAGE_LIMITS, OTHER_ERRORS } from '../../../../src/shared/telemetry/storageLimits';
import { DAY, HOUR, T, seedRecords } from './seedTelemetry';

let db: Kysely<Database>;
// The UTC day holding T: read from its day rows, which outlive the retention.
const WHOLE_DAY = { from: T - (T % DAY), to: T - (T % DAY) + DAY };

beforeEach(async () => {
  db = await openTestStorage();
  await seedRecords(db, [
    { id: 'e1', kind: 'error', page: '/b', at: T + 10, payload: { message: 'x is undefined', stack: 'first stack' } },
    { id: 'e2', kind: 'error', page: '/a', at: T + 20, payload: { message: 'x is undefined', stack: 'second stack' } },
    { id: 'e3', kind: 'error', page: '/a', at: T + 30, payload: { message: 'x is undefined' } },
    { id: 'e4', kind: 'error', page: '/a', at: T + 40, payload: { message: 'Network down' } },
    { id: 'h1', kind: 'census.hit', page: '/a', at: T + 50, payload: { message: 'not an error' } },
  ]);
});
afterEach(async () => {
  await db.destroy();
});

describe('queryErrorGroups', () => {
  it('groups errors by message, most frequent first, with counts, pages and the first one’s stack as a sample', async () => {
    const { groups } = await queryErrorGroups(db, { from: T, to: T + 1000 });
    expect(groups).toEqual([
      {
        message: 'x is undefined',
        count: 3,
        firstSeen: T + 10,
        lastSeen: T + 30,
        pages: 2,
        sampleStack: 'first stack',
        samplePage: '/b',
      },
      {
        message: 'Network down',
        count: 1,
        firstSeen: T + 40,
        lastSeen: T + 40,
        pages: 1,
        sampleStack: null,
        samplePage: '/a',
      },
    ]);
  });

  it('keeps to the page filter and ignores a kind filter, since the panel is about errors', async () => {
    const { groups } = await queryErrorGroups(db, { from: T, to: T + 1000, page: '/b', kind: 'census.hit' });
    expect(groups.map((g) => [g.message, g.count])).toEqual([['x is undefined', 1]]);
  });

  it('keeps the groups, their message and sample once the raw records are pruned', async () => {
    const before = await queryErrorGroups(db, WHOLE_DAY);
    // Past the retention, hour rows go with the raw records; the day's row answers.
    await pruneTelemetry(db, T + DAY);
    expect(await queryErrorGroups(db, WHOLE_DAY)).toEqual(before);
  });

  it("counts new messages past the hour's limit of new groups together; known ones and the next hour keep their own", async () => {
    const limit = TELEMETRY_STORAGE_LIMITS.MAX_NEW_ERROR_GROUPS_PER_HOUR;
    const error = (id: string, message: string, at: number) => ({
      id,
      kind: 'error',
      at,
      payload: { message, stack: `stack of ${message}` },
    });
    // Two groups of this hour exist already (beforeEach); `limit` new messages and three more: the last five
    // are past the limit.
    const fresh = Array.from({ length: limit + 3 }, (_, i) => error(`n${i}`, `message ${i}`, T + 100));
    await seedRecords(db, [...fresh, error('again', 'x is undefined', T + 100)]);
    // A later batch of that hour: one more new message, and a known one.
    await seedRecords(db, [error('late', 'late message', T + 200), error('known', 'message 0', T + 200)]);
    // The next hour makes groups of its own again.
    await seedRecords(db, [error('next', 'next hour', T + HOUR + 1)]);

    const { groups } = await queryErrorGroups(db, { from: T, to: T + 2 * HOUR });
    const countOf = new Map(groups.map((g) => [g.message, g.count]));
    expect(countOf.get(OTHER_ERRORS.message)).toBe(6);
    expect(groups.find((g) => g.message === OTHER_ERRORS.message)?.sampleStack).toBeNull();
    expect(countOf.get('x is undefined')).toBe(4);
    expect(countOf.get('message 0')).toBe(2);
    expect(countOf.get('next hour')).toBe(1);
    // The panel lists the 50 most frequent; the groups kept are the table's.
    const stored = new Set(
      (await db.selectFrom('telemetry_error_groups').select('message').execute()).map((g) => g.message),
    );
    // The hour's `limit` groups, the other errors' and the next hour's.
    expect(stored.size).toBe(limit + 2);
    expect(stored.has(`message ${limit - 3}`)).toBe(true);
    for (const late of [`message ${limit - 2}`, `message ${limit + 2}`, 'late message'])
      expect(stored.has(late)).toBe(false);
  });
});
