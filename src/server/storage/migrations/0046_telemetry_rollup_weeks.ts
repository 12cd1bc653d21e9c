import { sql, type Kysely } from 'kysely';
import { DAY_MS, WEEK_MS } from '../telemetry/rollups/rollupSpans';

// Week rows for every rollup (src/server/storage/telemetry/rollups/rollupSpans.ts): the write path adds them
// from now on; what is already rolled up gets them here, summed from its day rows, so a 30-day view reads
// whole weeks from the first day. Keys and counters of each table, as migration 0036 made them.
const TABLES: Array<{ table: string; keys: string[]; sums: string[]; least?: string[]; greatest?: string[] }> = [
  { table: 'telemetry_rollup_kinds', keys: ['kind'], sums: ['records'] },
  { table: 'telemetry_rollup_pages', keys: ['page_path', 'kind'], sums: ['records'] },
  {
    table: 'telemetry_rollup_batches',
    keys: [],
    sums: ['batches', 'records', 'stored', 'duplicates', 'rejected', 'bytes'],
    greatest: ['max_records'],
  },
  { table: 'telemetry_rollup_rejections', keys: ['kind', 'reason'], sums: ['count'] },
  { table: 'telemetry_rollup_drops', keys: ['page_path', 'reason', 'kind'], sums: ['count'] },
  {
    table: 'telemetry_rollup_errors',
    keys: ['fingerprint', 'page_path'],
    sums: ['count'],
    least: ['first_seen'],
    greatest: ['last_seen'],
  },
  { table: 'telemetry_rollup_vitals', keys: ['page_path', 'metric', 'bucket'], sums: ['count'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const week = sql.lit(WEEK_MS);
  for (const { table, keys, sums, least = [], greatest = [] } of TABLES) {
    const columns = [...keys, ...sums, ...least, ...greatest].map((c) => sql.ref(c));
    const values = [
      ...keys.map((c) => sql.ref(c)),
      ...sums.map((c) => sql`SUM(${sql.ref(c)})`),
      ...least.map((c) => sql`MIN(${sql.ref(c)})`),
      ...greatest.map((c) => sql`MAX(${sql.ref(c)})`),
    ];
    await sql`INSERT INTO ${sql.table(table)} (span, t, ${sql.join(columns)})
      SELECT ${week}, (t / ${week}) * ${week}, ${sql.join(values)}
      FROM ${sql.table(table)} WHERE span = ${sql.lit(DAY_MS)}
      GROUP BY (t / ${week}) * ${week}${keys.length ? sql`, ${sql.join(keys.map((c) => sql.ref(c)))}` : sql``}`.execute(
      db,
    );
  }
}
