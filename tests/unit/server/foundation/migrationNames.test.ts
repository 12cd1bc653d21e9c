import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { createDatabase } from '../../../../src/server/storage/createDatabase';
import { openStorage } from '../../../../src/server/storage/openStorage';
import { migrations, RENAMED_MIGRATIONS } from '../../../../src/server/storage/migrations/index';
import { createTestDatabaseUrl } from '../../../postgres/openTestStorage';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../../src/server/storage/migrations');

/** The migration list as an earlier version registered it: the renamed ones under their old names. */
function migrationsUnderOldNames(): Record<string, Migration> {
  const newToOld = new Map(Object.entries(RENAMED_MIGRATIONS).map(([oldName, newName]) => [newName, oldName]));
  return Object.fromEntries(Object.entries(migrations).map(([name, m]) => [newToOld.get(name) ?? name, m]));
}

describe('migration names', () => {
  it('gives every migration a number of its own, and a file named after it', () => {
    const names = Object.keys(migrations);
    const numbers = names.map((name) => /^(\d{4})_[a-z0-9_]+$/.exec(name)?.[1]);
    expect(numbers.filter((n) => n === undefined)).toEqual([]);
    const seen = new Map<string, string>();
    for (const [i, n] of numbers.entries()) {
      expect(seen.get(n!), `${names[i]} shares its number with ${seen.get(n!)}`).toBeUndefined();
      seen.set(n!, names[i]!);
    }
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_/.test(f));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...names].sort());
  });

  it('renames each old name to a later-registered one in the same place of the order', () => {
    const current = Object.keys(migrations).sort();
    const old = Object.keys(migrationsUnderOldNames()).sort();
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(current).toContain(newName);
      expect(current).not.toContain(oldName);
      // Kysely checks that applied migrations come first, in order: the rename must not move one.
      expect(old.indexOf(oldName)).toBe(current.indexOf(newName));
    }
  });

  it('migrates a database made by a version with the old names, keeping its data', async () => {
    const url = await createTestDatabaseUrl();
    const older = createDatabase(url);
    const provider = { getMigrations: async () => migrationsUnderOldNames() };
    const made = await new Migrator({ db: older, provider }).migrateToLatest();
    expect(made.error).toBeUndefined();
    await older.insertInto('site_meta').values({ key: 'kept', value: 'yes' }).execute();
    await older.destroy();

    const db = await openStorage(url);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await db.selectFrom('site_meta').selectAll().where('key', '=', 'kept').execute()).toEqual([
      { key: 'kept', value: 'yes' },
    ]);
    await db.destroy();
    // Opening it again finds nothing to rename or apply.
    const again = await openStorage(url);
    const reapplied = await sql<{ name: string }>`select name from kysely_migration`.execute(again);
    expect(reapplied.rows).toHaveLength(Object.keys(migrations).length);
    await again.destroy();
  });
});
