import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './Database';
import { migrations, RENAMED_MIGRATIONS } from './migrations/index';
import { renameAppliedMigrations } from './renameAppliedMigrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Runs at start-up: the schema is always the one this code expects.
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await renameAppliedMigrations(db, RENAMED_MIGRATIONS);
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
