import { sql, type Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { VitalsReport } from '../../../shared/api/config/InspectorResponses';
import { WEB_VITALS, WEB_VITAL_NAMES, type WebVitalName } from '../../../shared/api/config/WebVital';
import type { Database } from '../Database';
import { dialectOf } from '../dialect/dialectOf';
import { vitalExpression } from './vitalExpression';

// Pages reported at most, the busiest first: a chart per page stays readable.
export const MAX_VITAL_PAGES = 20;

interface Row {
  page: string;
  metric: WebVitalName;
  bin: number;
  count: number;
  n: number;
  p75: number | null;
}

// Web-vitals per page path, all computed by the database: `perf` reads the five values of each performance
// record (on SQLite from the covering index of migration 0010, no JSON parsing; named, since without
// ANALYZE statistics SQLite prefers the (kind, received_at) index; PostgreSQL reads the JSON), `vals` makes
// one row per metric, `hist` counts the histogram bins, and the p75 is exact by nearest rank (the value at
// rank ceil(0.75 n) in ascending order, as CrUX reports it).
export async function queryVitals(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<VitalsReport> {
  const dialect = dialectOf(db);
  const pageCondition = filter.page ? sql`AND page_path = ${filter.page}` : sql``;
  const columns = sql.join(WEB_VITAL_NAMES.map((name) => sql`${vitalExpression(dialect, name)} AS ${sql.ref(name)}`));
  // SQLite's json_extract keeps the JSON type, so a value is a number when its type says so; PostgreSQL's
  // expression is already NULL for anything but a number.
  const isNumber = (name: WebVitalName) =>
    dialect === 'sqlite' ? sql`typeof(${sql.ref(name)}) IN ('integer', 'real')` : sql`${sql.ref(name)} IS NOT NULL`;
  const perMetric = sql.join(
    WEB_VITAL_NAMES.map(
      (name) => sql`SELECT page, ${sql.lit(name)} AS metric, ${sql.ref(name)} AS value FROM perf
        WHERE page IN (SELECT page FROM busiest) AND ${isNumber(name)} AND ${sql.ref(name)} >= 0`,
    ),
    sql` UNION ALL `,
  );
  const bins = sql.join(
    WEB_VITAL_NAMES.map((name) => {
      const step = sql.lit(WEB_VITALS[name].step);
      const last = sql.lit(WEB_VITALS[name].buckets - 1);
      return dialect === 'sqlite'
        ? sql`WHEN ${sql.lit(name)} THEN MIN(CAST(value / ${step} AS INTEGER), ${last})`
        : sql`WHEN ${sql.lit(name)} THEN LEAST(FLOOR(value / ${step})::integer, ${last})`;
    }),
    sql` `,
  );
  const range = sql`kind = 'performance' AND received_at >= ${filter.from} AND received_at < ${filter.to} ${pageCondition}`;
  // PostgreSQL parses each payload once (OFFSET 0 keeps the subquery from being merged into the five
  // expressions that read it), not once per web-vital.
  const records =
    dialect === 'sqlite'
      ? sql`telemetry_records INDEXED BY inspector_performance_vitals WHERE ${range}`
      : sql`(SELECT page_path, payload::jsonb AS payload FROM telemetry_records WHERE ${range} OFFSET 0) AS performance`;
  // The sort an exact percentile needs is kept small: the histogram (a plain GROUP BY) tells which bin holds
  // rank ceil(0.75 n) and at which place in it, and only that bin's values are ranked. Running sums are cast
  // to integers, as PostgreSQL sums counts as numeric and would not divide them as integers.
  const { rows } = await sql<Row>`
    WITH perf AS MATERIALIZED (
      SELECT page_path AS page, ${columns} FROM ${records}),
    busiest AS (SELECT page FROM perf GROUP BY page ORDER BY COUNT(*) DESC, page LIMIT ${sql.lit(MAX_VITAL_PAGES)}),
    vals AS MATERIALIZED (SELECT page, metric, value, CASE metric ${bins} END AS bin FROM (${perMetric}) AS metric_values),
    hist AS (SELECT page, metric, bin, COUNT(*) AS count FROM vals GROUP BY page, metric, bin),
    cum AS (
      SELECT page, metric, bin, count,
        CAST(SUM(count) OVER (PARTITION BY page, metric ORDER BY bin ROWS UNBOUNDED PRECEDING) AS BIGINT) AS upto,
        CAST(SUM(count) OVER (PARTITION BY page, metric) AS BIGINT) AS n
      FROM hist),
    target AS (
      SELECT page, metric, bin, (3 * n + 3) / 4 - (upto - count) AS k FROM cum
      WHERE upto >= (3 * n + 3) / 4 AND upto - count < (3 * n + 3) / 4),
    p75 AS (
      SELECT page, metric, value FROM (
        SELECT v.page, v.metric, v.value, t.k, ROW_NUMBER() OVER (PARTITION BY v.page, v.metric ORDER BY v.value) AS rn
        FROM vals v JOIN target t ON t.page = v.page AND t.metric = v.metric AND t.bin = v.bin) AS ranked
      WHERE rn = k)
    SELECT c.page, c.metric, c.bin, c.count, c.n, p.value AS p75
    FROM cum c LEFT JOIN p75 p ON p.page = c.page AND p.metric = c.metric
    ORDER BY c.page, c.metric, c.bin`.execute(db);
  return { vitals: collectVitals(rows) };
}

// One summary per page and metric from its bin rows; exactly one bin of each holds the p75 value.
function collectVitals(rows: Row[]): VitalsReport['vitals'] {
  const byKey = new Map<string, VitalsReport['vitals'][number]>();
  for (const row of rows) {
    const spec = WEB_VITALS[row.metric];
    const key = `${row.page}\u0000${row.metric}`;
    let vital = byKey.get(key);
    if (!vital) {
      vital = {
        page: row.page,
        metric: row.metric,
        count: Number(row.n),
        p75: 0,
        step: spec.step,
        histogram: new Array<number>(spec.buckets).fill(0),
      };
      byKey.set(key, vital);
    }
    vital.histogram[Number(row.bin)] = Number(row.count);
    if (row.p75 !== null) vital.p75 = Number(row.p75);
  }
  return [...byKey.values()];
}
