import { sql, type RawBuilder } from 'kysely';
import type { SqlDialect } from '../dialect/dialectOf';

export type JsonFieldType = 'text' | 'number';

// One field of telemetry_records.payload (JSON text), by a dotted path such as `data.largestContentfulPaint`.
// SQLite: json_extract, which keeps the JSON type. PostgreSQL: the payload read as jsonb, the field as text,
// or as a number only where the JSON holds a number (NULL otherwise, as a bad value must not fail a query).
// Paths come from our own code, never from a request, and are inlined: GROUP BY must see the same text.
export function jsonField<T>(dialect: SqlDialect, path: string, type: JsonFieldType = 'text'): RawBuilder<T> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path))
    throw new Error(`jsonField: not a plain field path: ${path}`);
  if (dialect === 'sqlite') return sql<T>`json_extract(payload, ${sql.lit(`$.${path}`)})`;
  const keys = sql.lit(`{${path.split('.').join(',')}}`);
  if (type === 'text') return sql<T>`(payload::jsonb #>> ${keys})`;
  return sql<T>`(CASE WHEN jsonb_typeof(payload::jsonb #> ${keys}) = 'number' THEN (payload::jsonb #>> ${keys})::double precision END)`;
}
