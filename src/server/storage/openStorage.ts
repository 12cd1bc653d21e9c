import { sql, type Kysely } from 'kysely';
import { createDatabase, isPostgresUrl } from './createDatabase';
import { migrateToLatest } from './migrateToLatest';
import type { Database } from './Database';
import { ConfigError } from '../config/ConfigError';
import { redactDatabaseUrl } from './dialect/redactDatabaseUrl';

export async function openStorage(databaseUrl: string): Promise<Kysely<Database>> {
  const db = createDatabase(databaseUrl);
  if (isPostgresUrl(databaseUrl)) await checkReachable(db, databaseUrl);
  await migrateToLatest(db);
  return db;
}

// A database server that cannot be reached (down, wrong host, refused credentials, no such database) is
// the operator's setting at fault: one line naming it, without its password.
async function checkReachable(db: Kysely<Database>, databaseUrl: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new ConfigError(`DATABASE_URL: cannot reach ${redactDatabaseUrl(databaseUrl)} (${describe(error)})`);
  }
}

// Node reports a refused connection to a name with several addresses as an AggregateError with no message.
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
