import type { Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

// The few statements that differ between SQLite and PostgreSQL (JSON fields, index hints, ingest) ask
// the connection which one it speaks; a transaction answers like the database it belongs to.
// createDatabase makes only these two, and of them only PostgreSQL runs DDL in transactions. Asked of
// the adapter's features, not by `instanceof`: code loaded apart (a bench's separate imports) brings its
// own copy of Kysely's classes.
export function dialectOf<DB>(db: Kysely<DB>): SqlDialect {
  return db.getExecutor().adapter.supportsTransactionalDdl ? 'postgres' : 'sqlite';
}
