import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { startTelemetryRetention } from '../../../../src/server/storage/telemetry/startTelemetryRetention';
import { readConfig } from '../../../../src/server/config/readConfig';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { seedRecords } from '../inspector/seedTelemetry';
import { queryOverview } from '../../../../src/server/storage/inspector/queryOverview';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 30);
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await db.destroy();
});

// A batch of records with one rejection on each of the last `days` days (day 0 is today).
async function seedDays(days: number, recordsPerDay: number) {
  for (let day = 0; day < days; day += 1) {
    const at = now - day * DAY - 1000;
    await seedRecords(
      db,
      Array.from({ length: recordsPerDay }, (_, i) => ({ id: `d${day}.${i}`, kind: 'event', at })),
      { rejected: [{ id: `x${day}`, kind: 'event', reason: 'r' }], bytes: 1 },
    );
  }
}

/** The days (0 today) that still have a row in the table. */
const days = async (table: 'telemetry_records' | 'telemetry_batches' | 'telemetry_rejections') =>
  (await db.selectFrom(table).select('received_at').distinct().orderBy('received_at', 'desc').execute()).map((r) =>
    Math.round((now - 1000 - Number(r.received_at)) / DAY),
  );

describe('telemetry retention', () => {
  it('deletes records, batches and rejections received before the cut, in chunks, and keeps the rest', async () => {
    await seedDays(5, 6000);
    const result = await pruneTelemetry(db, now - 3 * DAY);
    // one page view a day (`d<day>`): those of days 3 and 4 go with their records
    expect(result).toMatchObject({ records: 12000, batches: 2, rejections: 2, pageViews: 2 });
    expect(result.rollupHours).toBeGreaterThanOrEqual(4);
    expect(await days('telemetry_batches')).toEqual([0, 1, 2]);
    expect(await days('telemetry_rejections')).toEqual([0, 1, 2]);
    const left = await db
      .selectFrom('telemetry_records')
      .select((eb) => ['received_at', eb.fn.countAll<number>().as('n')])
      .groupBy('received_at')
      .orderBy('received_at', 'desc')
      .execute();
    expect(left.map((r) => Number(r.n))).toEqual([6000, 6000, 6000]);
    expect(await pruneTelemetry(db, now - 3 * DAY)).toEqual({
      records: 0,
      batches: 0,
      rejections: 0,
      payloadBlobs: 0,
      rollupHours: 0,
      pageViews: 0,
    });
    // Hour rows past the retention are gone, the recent ones stay.
    for (const table of ['telemetry_rollup_kinds', 'telemetry_rollup_pages'] as const) {
      const hours = await db.selectFrom(table).select('t').where('span', '=', 3_600_000).distinct().execute();
      expect(hours.map((r) => Math.round((now - Number(r.t)) / DAY)).sort(), table).toEqual([0, 1, 2]);
    }
    // The day and week rows stay: the inspector still counts all five days.
    const overview = await queryOverview(db, { from: now - 6 * DAY, to: now });
    expect(overview.records.total).toBe(30000);
    expect(overview.batches).toMatchObject({ count: 5, rejected: 5 });
  });

  it('runs at start with TELEMETRY_RETENTION_DAYS, logging what it deleted', async () => {
    await seedDays(3, 2);
    const lines: string[] = [];
    const retention = startTelemetryRetention(
      db,
      2,
      { info: (m) => lines.push(m), error: (m) => lines.push(m) },
      () => now,
    );
    await retention.done;
    retention.stop();
    expect(await days('telemetry_batches')).toEqual([0, 1]);
    // Each seeded request says it came in 1 byte, so its payloads were stored in a blob (planPayloadBlobs).
    expect(lines).toEqual([
      'telemetry retention (2 days): deleted 2 records, 1 batches, 1 rejections, 1 payload blobs',
    ]);
  });

  it('reads TELEMETRY_RETENTION_DAYS: 30 days when unset, off keeps everything, a bad value stops start-up', () => {
    expect(readConfig({}, '/').telemetryRetentionDays).toBe(30);
    expect(readConfig({ TELEMETRY_RETENTION_DAYS: '' }, '/').telemetryRetentionDays).toBe(30);
    expect(readConfig({ TELEMETRY_RETENTION_DAYS: '7' }, '/').telemetryRetentionDays).toBe(7);
    expect(readConfig({ TELEMETRY_RETENTION_DAYS: 'off' }, '/').telemetryRetentionDays).toBeNull();
    expect(readConfig({ TELEMETRY_RETENTION_DAYS: '0' }, '/').telemetryRetentionDays).toBeNull();
    for (const bad of ['-1', '1.5', 'month', 'OFF '])
      expect(() => readConfig({ TELEMETRY_RETENTION_DAYS: bad }, '/')).toThrow(
        `TELEMETRY_RETENTION_DAYS: expected a whole number of days from 1, or off, got "${bad}"`,
      );
  });
});
