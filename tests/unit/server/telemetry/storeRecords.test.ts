import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { storeRecords } from '../../../../src/server/storage/telemetry/storeRecords';
import { InspectorRepository } from '../../../../src/server/storage/inspector/InspectorRepository';
import type { TelemetryEnvelope } from '../../../../src/shared/telemetry/TelemetryEnvelope';
import { openTestStorage } from '../../../postgres/openTestStorage';

let db: Kysely<Database>;
beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await db.destroy();
});

const record = (id: string, overrides: Partial<TelemetryEnvelope> = {}): TelemetryEnvelope => ({
  id,
  kind: 'event',
  sessionId: 's1',
  seq: 0,
  time: 1_700_000_000_000,
  pagePath: '/',
  payload: { event: 'clicked', data: '{}' },
  ...overrides,
});
const countRecords = async () =>
  Number(
    (
      await db
        .selectFrom('telemetry_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('storeRecords', () => {
  it('stores overlapping batches sent at once exactly once, in whatever order they list the ids', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => `page.${i}`);
    // Twelve batches of 100 ids each, overlapping, half of them in reverse order: on PostgreSQL they run
    // in parallel transactions that must neither store an id twice nor deadlock.
    const batches = Array.from({ length: 12 }, (_, b) => {
      const slice = ids.slice((b * 25) % 100, ((b * 25) % 100) + 100).map((id) => record(id));
      return b % 2 ? slice.reverse() : slice;
    });
    const results = await Promise.all(batches.map((records) => storeRecords(db, records, { endpoint: '/x' })));
    expect(results.reduce((sum, r) => sum + r.stored, 0)).toBe(175);
    expect(results.reduce((sum, r) => sum + r.stored + r.duplicates, 0)).toBe(1200);
    expect(await countRecords()).toBe(175);
    // The rollups written in the same transactions count each stored record once too.
    const overview = await new InspectorRepository(db).overview({ from: 0, to: Date.now() + 86_400_000 });
    expect(overview.records.byKind).toEqual([{ kind: 'event', count: 175 }]);
    expect(overview.batches).toMatchObject({ count: 12, stored: 175, duplicates: 1025 });
  });

  it('stores a record with NUL characters once, counts a resend as a duplicate, and reads it back', async () => {
    const odd = record('page.\u0000.1', {
      kind: 'error',
      sessionId: 's\u0000',
      pagePath: '/a\u0000b',
      type: 't\u0000',
      payload: { message: 'bad\u0000thing', stack: 'at x', ['k\u0000']: 1 },
    });
    expect(await storeRecords(db, [odd, record('page.2')], { endpoint: '/x' })).toMatchObject({ stored: 2 });
    expect(await storeRecords(db, [odd], { endpoint: '/x' })).toMatchObject({ stored: 0, duplicates: 1 });
    expect(await countRecords()).toBe(2);
    // The inspector reads payload fields as JSON (jsonb on PostgreSQL, which refuses an escaped NUL).
    const { groups } = await new InspectorRepository(db).errorGroups({ from: 0, to: Date.now() + 86_400_000 });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.message).toMatch(/^bad.thing$/);
  });
});
