import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';

// Delivery (issue 51, docs/telemetry.md "Can I trust the numbers?"): each request's path (`via`) on its batch
// row, so a stored record says how it travelled through its batch id; one row per page view with what the
// server knows of its sequence; and two rollups keyed like the others (span, t) plus page and browser family:
// the page views' completeness, and the latency of records from their time to storage per path. A page view
// is rolled up in the hour it was first received; its row in the rollup is replaced as its records arrive (the
// write adds the difference), so these counters, unlike the other rollups', may also go down.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('telemetry_batches').addColumn('via', 'text').execute();
  await db.schema
    .createTable('telemetry_page_views')
    .addColumn('page_id', 'text', (c) => c.primaryKey())
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('final', 'integer')
    .addColumn('max_seq', 'integer', (c) => c.notNull())
    .addColumn('stored', 'integer', (c) => c.notNull())
    .addColumn('dropped', 'integer', (c) => c.notNull())
    .addColumn('duplicates', 'integer', (c) => c.notNull())
    .addColumn('missing', 'integer', (c) => c.notNull())
    .addColumn('paths', 'integer', (c) => c.notNull())
    .addColumn('clock_offset', 'bigint')
    .execute();
  // The drill-down, a range's page views with the most missing records: a short range reads its page views
  // by time (t, missing: those missing nothing are skipped in the index), a long one reads the most missing
  // first and stops at the 20th in range (missing, t). Over 500 000 page views either alone took 10x the
  // other's time on the other range (bench/probes/deliveryQuery.mjs). The retention prunes by t.
  await db.schema
    .createIndex('telemetry_page_views_by_time')
    .on('telemetry_page_views')
    .columns(['t', 'missing'])
    .execute();
  await db.schema
    .createIndex('telemetry_page_views_by_missing')
    .on('telemetry_page_views')
    .columns(['missing', 't'])
    .execute();
  const rollupTable = async (name: string, columns: Array<[string, 'text' | 'bigint']>, key: string[]) => {
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
  await rollupTable(
    'telemetry_rollup_delivery',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['page_path', 'text'],
      ['browser', 'text'],
      ['views', 'bigint'],
      ['open_views', 'bigint'],
      ['complete_views', 'bigint'],
      ['made', 'bigint'],
      ['stored', 'bigint'],
      ['open_stored', 'bigint'],
      ['dropped', 'bigint'],
      ['missing', 'bigint'],
      ['duplicates', 'bigint'],
    ],
    ['span', 't', 'page_path', 'browser'],
  );
  await rollupTable(
    'telemetry_rollup_latency',
    [
      ['span', 'bigint'],
      ['t', 'bigint'],
      ['via', 'text'],
      ['page_path', 'text'],
      ['bucket', 'bigint'],
      ['count', 'bigint'],
    ],
    // Not per browser (no filter asks it): a tenth of the rows a day-long view reads.
    ['span', 't', 'via', 'page_path', 'bucket'],
  );
}
