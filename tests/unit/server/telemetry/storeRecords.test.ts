import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { storeRecords } from '../../../../src/server/storage/telemetry/storeRecords';
import { queryOverview } from '../../../../src/server/storage/inspector/queryOverview';
import { queryErrorGroups } from '../../../../src/server/storage/inspector/queryErrorGroups';
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
    const overview = await queryOverview(db, { from: 0, to: Date.now() + 86_400_000 });
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
    const { groups } = await queryErrorGroups(db, { from: 0, to: Date.now() + 86_400_000 });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.message).toMatch(/^bad.thing$/);
  });

  it('stores texts of every shape as sent: quotes, backslashes, braces, commas, NULL, empty, any script', async () => {
    const texts = ['"', '\\', '{a,b}', 'NULL', '', ' x ', 'é€😀', '\\"', '{"a":"b"}', 'a\nb\tc'];
    const records = texts.map((text, i) =>
      record(`odd.${i}.${text}`, {
        sessionId: `s${text}`,
        pagePath: `/${text}`,
        type: text,
        payload: { event: text || 'e', data: JSON.stringify({ text }) },
      }),
    );
    expect(await storeRecords(db, records, { endpoint: '/x' })).toMatchObject({ stored: texts.length });
    const rows = await db.selectFrom('telemetry_records').selectAll().orderBy('id').execute();
    const sent = [...records].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.map((r) => [r.id, r.session_id, r.page_path, r.type, JSON.parse(r.payload)])).toEqual(
      sent.map((r) => [r.id, r.sessionId, r.pagePath, r.type, r.payload]),
    );
  });

  it('writes requests that arrive together as one group, and when one of them fails, the others still alone', async () => {
    // A payload JSON cannot hold (a BigInt) fails its group's transaction; each request is then written
    // alone, so only the request carrying it fails and nothing of it is stored.
    const bad = record('bad.1', { payload: { event: 'clicked', data: 1n as unknown as string } });
    // A process writes two groups at once: the first two calls start alone, the next three wait and are
    // written as one group.
    const calls = [
      storeRecords(db, [record('good.1')], { endpoint: '/x' }),
      storeRecords(db, [record('good.2')], { endpoint: '/x' }),
      storeRecords(db, [record('good.3'), record('good.1')], { endpoint: '/x' }),
      storeRecords(db, [record('good.4'), bad], { endpoint: '/x' }),
      storeRecords(db, [record('good.5'), record('good.5')], { endpoint: '/x' }),
    ];
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toMatchObject({ value: { stored: 1, duplicates: 1 } });
    expect(results[4]).toMatchObject({ value: { stored: 1, duplicates: 1 } });
    const ids = await db.selectFrom('telemetry_records').select('id').orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(['good.1', 'good.2', 'good.3', 'good.5']);
    expect(await db.selectFrom('telemetry_batches').select('id').execute()).toHaveLength(4);
  });
});
