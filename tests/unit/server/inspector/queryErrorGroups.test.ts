import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { queryErrorGroups } from '../../../../src/server/storage/inspector/queryErrorGroups';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { DAY, T, seedRecords } from './seedTelemetry';

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
});
