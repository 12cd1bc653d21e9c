import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { startTelemetryRetention } from '../../../../src/server/storage/telemetry/startTelemetryRetention';
import { readConfig } from '../../../../src/server/config/readConfig';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { seedBatch, seedRecords, seedRejection } from '../inspector/seedTelemetry';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 30);
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await db.destroy();
});

// Records, a batch and a rejection on each of the last `days` days (day 0 is today).
async function seedDays(days: number, recordsPerDay: number) {
  for (let day = 0; day < days; day += 1) {
    const at = now - day * DAY - 1000;
    // In slices: SQLite binds at most 32,766 values per statement.
    for (let from = 0; from < recordsPerDay; from += 1000) {
      const count = Math.min(1000, recordsPerDay - from);
      await seedRecords(
        db,
        Array.from({ length: count }, (_, i) => ({ id: `d${day}.${from + i}`, kind: 'event', at, batch: `b${day}` })),
      );
    }
    await seedBatch(db, {
      id: `b${day}`,
      at,
      records: recordsPerDay,
      stored: recordsPerDay,
      duplicates: 0,
      rejected: 1,
      bytes: 1,
    });
    await seedRejection(db, { batch: `b${day}`, record: `x${day}`, kind: 'event', reason: 'r', at });
  }
}

const ids = async (table: 'telemetry_records' | 'telemetry_batches') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

describe('telemetry retention', () => {
  it('deletes records, batches and rejections received before the cut, in chunks, and keeps the rest', async () => {
    await seedDays(5, 6000);
    const result = await pruneTelemetry(db, now - 3 * DAY);
    expect(result).toEqual({ records: 12000, batches: 2, rejections: 2 });
    expect(await ids('telemetry_batches')).toEqual(['b0', 'b1', 'b2']);
    const left = await db
      .selectFrom('telemetry_records')
      .select((eb) => ['batch_id', eb.fn.countAll<number>().as('n')])
      .groupBy('batch_id')
      .orderBy('batch_id')
      .execute();
    expect(left.map((r) => [r.batch_id, Number(r.n)])).toEqual([
      ['b0', 6000],
      ['b1', 6000],
      ['b2', 6000],
    ]);
    expect(await pruneTelemetry(db, now - 3 * DAY)).toEqual({ records: 0, batches: 0, rejections: 0 });
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
    expect(await ids('telemetry_batches')).toEqual(['b0', 'b1']);
    expect(lines).toEqual(['telemetry retention (2 days): deleted 2 records, 1 batches, 1 rejections']);
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
