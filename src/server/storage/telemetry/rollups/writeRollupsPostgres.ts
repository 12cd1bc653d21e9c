import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../Database';
import { integerArray, textArray } from '../postgresArrays';
import type { RollupRows } from './computeRollups';
import type { BatchRollupRows } from './writeRollups';

type ColumnType = 'text' | 'bigint' | 'int';
type Columns<T> = ReadonlyArray<readonly [keyof T & string, ColumnType]>;

// A table's rows as one array parameter per column, read back by unnest: a statement of a few parameters
// whatever the number of rows, written without Kysely's compiler or `pg`'s array encoding (postgresArrays).
// `tail` is the statement's conflict clause; the table is aliased `r` in it.
function insertRows<T>(table: keyof Database, columns: Columns<T>, rows: readonly T[], tail: string) {
  const arrays = columns.map(([column, type]) => {
    const literal =
      type === 'text'
        ? textArray(rows.length, (i) => rows[i]![column] as string | null)
        : integerArray(rows.length, (i) => rows[i]![column] as number);
    return sql`${literal}::${sql.raw(type)}[]`;
  });
  const names = columns.map(([column]) => column).join(', ');
  return sql`INSERT INTO ${sql.raw(table)} AS r (${sql.raw(names)}) SELECT * FROM unnest(${sql.join(arrays)}) ${sql.raw(tail)}`;
}

const add = (key: string, ...counters: string[]) =>
  `ON CONFLICT (${key}) DO UPDATE SET ${counters.map((c) => `${c} = r.${c} + excluded.${c}`).join(', ')}`;

/** One request's batch row and its rejection counts, as telemetry_batches and telemetry_rejections hold them. */
export interface BatchRows {
  batches: Array<Database['telemetry_batches']>;
  rejections: Array<Database['telemetry_rejections']>;
}

/**
 * PostgreSQL: a group's rollups, batch rows, rejection counts and batch rollups in one statement of
 * data-modifying CTEs (one round trip; the rollups' hot rows are locked from there to the commit). The CTEs
 * are in a fixed order and each lists its rows sorted, so concurrent groups take the rows' locks in one order.
 */
export async function writeRollupsPostgres(
  trx: Kysely<Database>,
  rollups: RollupRows,
  rows: BatchRows,
  batchRollups: BatchRollupRows,
): Promise<void> {
  const writes: RawBuilder<unknown>[] = [];
  const push = <T>(table: keyof Database, columns: Columns<T>, list: readonly T[], tail: string) => {
    if (list.length > 0) writes.push(insertRows(table, columns, list, tail));
  };
  push<Database['telemetry_rollup_kinds']>(
    'telemetry_rollup_kinds',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['kind', 'text'],
      ['records', 'bigint'],
    ],
    rollups.kinds,
    add('span, t, kind', 'records'),
  );
  push<Database['telemetry_rollup_pages']>(
    'telemetry_rollup_pages',
    [
      ['page_path', 'text'],
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['kind', 'text'],
      ['records', 'bigint'],
    ],
    rollups.pages,
    add('page_path, span, t, kind', 'records'),
  );
  push<Database['telemetry_rollup_drops']>(
    'telemetry_rollup_drops',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['page_path', 'text'],
      ['reason', 'text'],
      ['kind', 'text'],
      ['count', 'bigint'],
    ],
    rollups.drops,
    add('span, t, page_path, reason, kind', 'count'),
  );
  push<Database['telemetry_error_groups']>(
    'telemetry_error_groups',
    [
      ['fingerprint', 'text'],
      ['message', 'text'],
      ['sample_stack', 'text'],
      ['sample_page', 'text'],
      ['first_seen', 'bigint'],
    ],
    rollups.errorGroups,
    'ON CONFLICT (fingerprint) DO NOTHING',
  );
  push<Database['telemetry_rollup_errors']>(
    'telemetry_rollup_errors',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['fingerprint', 'text'],
      ['page_path', 'text'],
      ['count', 'bigint'],
      ['first_seen', 'bigint'],
      ['last_seen', 'bigint'],
    ],
    rollups.errors,
    `${add('span, t, fingerprint, page_path', 'count')}, first_seen = least(r.first_seen, excluded.first_seen), ` +
      'last_seen = greatest(r.last_seen, excluded.last_seen)',
  );
  push<Database['telemetry_rollup_vitals']>(
    'telemetry_rollup_vitals',
    [
      ['page_path', 'text'],
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['metric', 'text'],
      ['bucket', 'int'],
      ['count', 'bigint'],
    ],
    rollups.vitals,
    add('page_path, span, t, metric, bucket', 'count'),
  );
  push<Database['telemetry_batches']>(
    'telemetry_batches',
    [
      ['id', 'text'],
      ['received_at', 'bigint'],
      ['endpoint', 'text'],
      ['record_count', 'int'],
      ['stored_count', 'int'],
      ['duplicate_count', 'int'],
      ['rejected_count', 'int'],
      ['bytes', 'int'],
      ['via', 'text'],
    ],
    rows.batches,
    '',
  );
  push<Database['telemetry_rejections']>(
    'telemetry_rejections',
    [
      ['batch_id', 'text'],
      ['kind', 'text'],
      ['reason', 'text'],
      ['count', 'int'],
      ['received_at', 'bigint'],
    ],
    rows.rejections,
    '',
  );
  push<Database['telemetry_rollup_batches']>(
    'telemetry_rollup_batches',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['batches', 'bigint'],
      ['records', 'bigint'],
      ['stored', 'bigint'],
      ['duplicates', 'bigint'],
      ['rejected', 'bigint'],
      ['bytes', 'bigint'],
      ['max_records', 'bigint'],
    ],
    batchRollups.slices,
    `${add('span, t', 'batches', 'records', 'stored', 'duplicates', 'rejected', 'bytes')}, ` +
      'max_records = greatest(r.max_records, excluded.max_records)',
  );
  push<Database['telemetry_rollup_rejections']>(
    'telemetry_rollup_rejections',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['kind', 'text'],
      ['reason', 'text'],
      ['count', 'bigint'],
    ],
    batchRollups.rejections,
    add('span, t, kind, reason', 'count'),
  );
  if (writes.length === 0) return;
  const ctes = writes.map((write, i) => sql`${sql.raw(`w${i}`)} AS (${write})`);
  await sql`WITH ${sql.join(ctes)} SELECT 1`.execute(trx);
}
