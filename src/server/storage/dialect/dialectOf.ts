import { PostgresAdapter, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

// The few statements that differ between SQLite and PostgreSQL (JSON fields, index hints, ingest) ask
// the connection which one it speaks; a transaction answers like the database it belongs to.
export function dialectOf<DB>(db: Kysely<DB>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
