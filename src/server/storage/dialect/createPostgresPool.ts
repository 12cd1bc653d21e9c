import pg from 'pg';

// Timestamps are bigint milliseconds and counts come back as bigint: read both as numbers (exact below
// 2^53, which milliseconds reach in the year 287,396). JSON stays text, as SQLite gives it.
const INT8: number = pg.types.builtins.INT8;

function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8) return Number;
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

// One pool per process. `max` stays small: N server processes share the database's connection limit
// (PostgreSQL's default is 100).
export function createPostgresPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, types: { getTypeParser } });
}
