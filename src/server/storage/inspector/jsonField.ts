import { sql, type RawBuilder } from 'kysely';

// One field of telemetry_records.payload (JSON text), by a dotted path such as `data.largestContentfulPaint`.
// SQLite's json_extract; a PostgreSQL dialect would answer `payload::jsonb #>> '{data,…}'` here and
// nothing else would change. Paths come from our own code, never from a request.
export function jsonField<T>(path: string): RawBuilder<T> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path))
    throw new Error(`jsonField: not a plain field path: ${path}`);
  return sql<T>`json_extract(payload, ${sql.lit(`$.${path}`)})`;
}
