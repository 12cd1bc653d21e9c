import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';
import { TELEMETRY_STORAGE_LIMITS as LIMITS } from '../../../shared/telemetry/storageLimits';
import type { Database } from '../Database';
import { computeRollups } from '../telemetry/rollups/computeRollups';
import { rollupWrites, runWrites } from '../telemetry/rollups/writeRollups';
import { DAY_MS, HOUR_MS } from '../telemetry/rollups/rollupSpans';

// Telemetry rollups (docs/config-area.md, "Storage"): the inspector reads hourly and daily sums written
// with each batch, and raw records can be pruned while the sums stay. Rejections become counts per (batch,
// kind, reason) with bounded texts. The raw records lose the inspector's indexes (migration 0010), which
// the rollups replace: each cost every record a second copy of its page path. Raw records keep their
// primary key (exactly-once) and the receive-time index (prune, export); an export by kind filters that.
export async function up(db: Kysely<unknown>): Promise<void> {
  const kysely = db as unknown as Kysely<Database>;
  for (const index of [
    'telemetry_records_kind_received_at',
    'inspector_records_page_received_at',
    'inspector_records_received_kind_page',
    'inspector_performance_vitals',
  ])
    await db.schema.dropIndex(index).ifExists().execute();

  await db.schema.alterTable('telemetry_rejections').renameTo('telemetry_rejections_0003').execute();
  await db.schema
    .createTable('telemetry_rejections')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_rejections_key', ['batch_id', 'kind', 'reason'])
    .execute();
  await db.schema
    .createIndex('telemetry_rejections_received_at')
    .on('telemetry_rejections')
    .column('received_at')
    .execute();
  // Old rows, one per record, counted per (batch, kind, reason) with texts cut to the new bounds.
  await sql`INSERT INTO telemetry_rejections (batch_id, kind, reason, count, received_at)
    SELECT batch_id, kind, reason, COUNT(*), MIN(received_at) FROM (
      SELECT batch_id, SUBSTR(COALESCE(kind, ''), 1, ${sql.lit(LIMITS.MAX_STORED_KIND_LENGTH)}) AS kind,
        SUBSTR(reason, 1, ${sql.lit(LIMITS.MAX_REJECTION_REASON_LENGTH)}) AS reason, received_at
      FROM telemetry_rejections_0003) AS old
    GROUP BY batch_id, kind, reason`.execute(db);
  await db.schema.dropTable('telemetry_rejections_0003').execute();

  const postgres = dialectOf(db) === 'postgres';
  // A rollup table is read by ranges of its key: on SQLite a WITHOUT ROWID table, stored in key order, so the
  // key is the table; on PostgreSQL the key's index also carries the counters (INCLUDE), so a range is read
  // from the index alone.
  const rollupTable = async (name: string, columns: Array<[string, 'text' | 'bigint' | 'integer']>, key: string[]) => {
    let table = db.schema.createTable(name);
    for (const [column, type] of columns) table = table.addColumn(column, type, (c) => c.notNull());
    if (!postgres) {
      await table
        .addPrimaryKeyConstraint(`${name}_key`, key as never)
        .modifyEnd(sql`WITHOUT ROWID`)
        .execute();
      return;
    }
    await table.execute();
    const counters = columns.map(([column]) => column).filter((column) => !key.includes(column));
    await sql`ALTER TABLE ${sql.table(name)} ADD CONSTRAINT ${sql.ref(`${name}_key`)} PRIMARY KEY (${sql.join(key.map((k) => sql.ref(k)))}) INCLUDE (${sql.join(counters.map((c) => sql.ref(c)))})`.execute(
      db,
    );
  };
  const time: Array<[string, 'bigint']> = [
    ['span', 'bigint'],
    ['t', 'bigint'],
  ];
  await rollupTable(
    'telemetry_rollup_kinds',
    [...time, ['kind', 'text'], ['records', 'bigint']],
    ['span', 't', 'kind'],
  );
  await rollupTable(
    'telemetry_rollup_pages',
    [['page_path', 'text'], ...time, ['kind', 'text'], ['records', 'bigint']],
    ['page_path', 'span', 't', 'kind'],
  );
  // The page list and the busiest pages: a time range read from this index alone.
  await db.schema
    .createIndex('telemetry_rollup_pages_by_time')
    .on('telemetry_rollup_pages')
    .columns(['span', 't', 'kind', 'page_path', 'records'])
    .execute();
  await rollupTable(
    'telemetry_rollup_batches',
    [
      ...time,
      ['batches', 'bigint'],
      ['records', 'bigint'],
      ['stored', 'bigint'],
      ['duplicates', 'bigint'],
      ['rejected', 'bigint'],
      ['bytes', 'bigint'],
      ['max_records', 'bigint'],
    ],
    ['span', 't'],
  );
  await rollupTable(
    'telemetry_rollup_rejections',
    [...time, ['kind', 'text'], ['reason', 'text'], ['count', 'bigint']],
    ['span', 't', 'kind', 'reason'],
  );
  await rollupTable(
    'telemetry_rollup_drops',
    [...time, ['page_path', 'text'], ['reason', 'text'], ['kind', 'text'], ['count', 'bigint']],
    ['span', 't', 'page_path', 'reason', 'kind'],
  );
  await rollupTable(
    'telemetry_rollup_errors',
    [
      ...time,
      ['fingerprint', 'text'],
      ['page_path', 'text'],
      ['count', 'bigint'],
      ['first_seen', 'bigint'],
      ['last_seen', 'bigint'],
    ],
    ['span', 't', 'fingerprint', 'page_path'],
  );
  await db.schema
    .createIndex('telemetry_rollup_errors_by_page')
    .on('telemetry_rollup_errors')
    .columns(['page_path', 'span', 't'])
    .execute();
  await db.schema
    .createTable('telemetry_error_groups')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('sample_stack', 'text')
    .addColumn('sample_page', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .execute();
  await rollupTable(
    'telemetry_rollup_vitals',
    [['page_path', 'text'], ...time, ['metric', 'text'], ['bucket', 'integer'], ['count', 'bigint']],
    ['page_path', 'span', 't', 'metric', 'bucket'],
  );

  // What is already stored is rolled up too, so the inspector's history does not start at this migration.
  for (const span of [HOUR_MS, DAY_MS]) {
    await sql`INSERT INTO telemetry_rollup_batches
      (span, t, batches, records, stored, duplicates, rejected, bytes, max_records)
      SELECT ${sql.lit(span)}, (received_at / ${sql.lit(span)}) * ${sql.lit(span)}, COUNT(*), SUM(record_count),
        SUM(stored_count), SUM(duplicate_count), SUM(rejected_count), SUM(bytes), MAX(record_count)
      FROM telemetry_batches GROUP BY (received_at / ${sql.lit(span)}) * ${sql.lit(span)}`.execute(db);
    await sql`INSERT INTO telemetry_rollup_rejections (span, t, kind, reason, count)
      SELECT ${sql.lit(span)}, (received_at / ${sql.lit(span)}) * ${sql.lit(span)}, kind, reason, SUM(count)
      FROM telemetry_rejections GROUP BY (received_at / ${sql.lit(span)}) * ${sql.lit(span)}, kind, reason`.execute(db);
  }
  let after: { receivedAt: number; id: string } | null = null;
  for (;;) {
    const from: { receivedAt: number; id: string } | null = after;
    const rows: Array<{ id: string; kind: string; page_path: string; received_at: number; payload: string }> =
      await kysely
        .selectFrom('telemetry_records')
        .select(['id', 'kind', 'page_path', 'received_at', 'payload'])
        .$if(from !== null, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('received_at', '>', from!.receivedAt),
              eb.and([eb('received_at', '=', from!.receivedAt), eb('id', '>', from!.id)]),
            ]),
          ),
        )
        .orderBy('received_at')
        .orderBy('id')
        .limit(5000)
        .execute();
    if (rows.length === 0) break;
    await runWrites(
      kysely,
      rollupWrites(
        kysely,
        computeRollups(
          rows.map((row) => ({
            kind: row.kind,
            pagePath: row.page_path,
            payload: JSON.parse(row.payload) as Record<string, unknown>,
          })),
          (i) => Number(rows[i]!.received_at),
        ),
      ),
    );
    const last = rows[rows.length - 1]!;

    after = { receivedAt: Number(last.received_at), id: last.id };
  }
}
