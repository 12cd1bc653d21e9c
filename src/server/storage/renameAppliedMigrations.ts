import type { Kysely } from 'kysely';
import type { Database } from './Database';

// Kysely's own bookkeeping table, where it records each applied migration by name.
const MIGRATION_TABLE = 'kysely_migration';

interface MigrationBookkeeping {
  [MIGRATION_TABLE]: { name: string; timestamp: string };
}

/**
 * Brings the names a database recorded for its applied migrations up to the current ones, before the migrator
 * compares them with the list: otherwise it would refuse a database that applied a migration under its old
 * name, as if that migration were missing. A fresh database has no table yet and nothing to rename.
 * Idempotent, so server processes starting together on one database may all run it.
 */
export async function renameAppliedMigrations(db: Kysely<Database>, renamed: Record<string, string>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return;
  const bookkeeping = db as unknown as Kysely<MigrationBookkeeping>;
  for (const [oldName, newName] of Object.entries(renamed)) {
    await bookkeeping.updateTable(MIGRATION_TABLE).set({ name: newName }).where('name', '=', oldName).execute();
  }
}
