import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/storage/dialect/dialectOf';
import { migrations } from '../../src/server/storage/migrations/index';
import { openStorage } from '../../src/server/storage/openStorage';
import { createTestDatabase, openTestStorage, testDialect } from './openTestStorage';

// What the PostgreSQL run itself rests on: that it runs on a real PostgreSQL server, and what differs there.
describe('storage on PostgreSQL', () => {
  it('is a real PostgreSQL server, and the server suite runs on it', async () => {
    expect(testDialect).toBe('postgres');
    const db = await openTestStorage();
    try {
      expect(dialectOf(db)).toBe('postgres');
      const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
      expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
    } finally {
      await db.destroy();
    }
  });

  it('applies every migration once, keeping times in bigint columns read back as numbers', async () => {
    const url = await createTestDatabase();
    const first = await openStorage(url);
    const at = Date.UTC(2030, 0, 1, 12);
    await first
      .insertInto('form_submission_keys')
      .values({ key: 'k', visitor: 'v', issued_at: at, expires_at: at + 1, used_at: null })
      .execute();
    await first.destroy();
    const second = await openStorage(url);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(second);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
      expect(await second.selectFrom('form_submission_keys').selectAll().execute()).toEqual([
        { key: 'k', visitor: 'v', issued_at: at, expires_at: at + 1, used_at: null },
      ]);
      const { rows } = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns
        where table_name = 'telemetry_records' and column_name in ('received_at', 'client_time')`.execute(second);
      expect(rows.map((r) => r.data_type)).toEqual(['bigint', 'bigint']);
    } finally {
      await second.destroy();
    }
  });
});
