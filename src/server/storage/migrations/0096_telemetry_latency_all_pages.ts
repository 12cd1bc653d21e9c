import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';

// The Delivery panel's latency over every page (no page filter) from a rollup of its own, keyed like the
// latency rollup without the page: a day's view read 24 hours x 20 pages x 5 paths x 12 buckets, 28 800
// rows of the per-page rollup, and took about 20 ms of the panel's 23 ms over 500 000 page views
// (bench/probes/deliveryQuery.mjs); it reads a twentieth of them now. Filled from the per-page rollup.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  let table = db.schema.createTable('telemetry_rollup_latency_all');
  for (const column of ['span', 't'] as const) table = table.addColumn(column, 'bigint', (c) => c.notNull());
  table = table
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull());
  if (postgres) {
    await table.execute();
    await sql`ALTER TABLE telemetry_rollup_latency_all ADD CONSTRAINT telemetry_rollup_latency_all_key PRIMARY KEY (span, t, via, bucket) INCLUDE (count)`.execute(
      db,
    );
  } else {
    await table
      .addPrimaryKeyConstraint('telemetry_rollup_latency_all_key', ['span', 't', 'via', 'bucket'] as never)
      .modifyEnd(sql`WITHOUT ROWID`)
      .execute();
  }
  await sql`INSERT INTO telemetry_rollup_latency_all (span, t, via, bucket, count)
    SELECT span, t, via, bucket, SUM(count) FROM telemetry_rollup_latency GROUP BY span, t, via, bucket`.execute(db);
}
