import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { VitalsReport } from '../../../shared/api/config/InspectorResponses';
import { WEB_VITALS, WEB_VITAL_NAMES } from '../../../shared/api/config/WebVital';
import type { Database } from '../Database';
import { jsonField } from './jsonField';
import { VITAL_PAYLOAD_PATHS } from './vitalPayloadPaths';

// Pages reported at most, the busiest first: a chart per page stays readable.
export const MAX_VITAL_PAGES = 20;

// Web-vitals per page path, all computed by the database: the p75 by nearest rank (the value at rank
// ceil(0.75 n) in ascending order, as CrUX reports it) with ROW_NUMBER over a window, and a histogram of
// fixed-width bins per metric. The `values` CTE turns each performance record into one row per metric.
export async function queryVitals(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<VitalsReport> {
  const pageCondition = filter.page ? sql`AND page_path = ${filter.page}` : sql``;
  const metricRows = WEB_VITAL_NAMES.map(
    (name) => sql`SELECT page_path AS page, ${sql.lit(name)} AS metric, ${jsonField<number>(VITAL_PAYLOAD_PATHS[name])} AS raw
      FROM telemetry_records
      WHERE kind = 'performance' AND received_at >= ${filter.from} AND received_at < ${filter.to} ${pageCondition}
        AND page_path IN (SELECT page FROM busiest)`,
  );
  const values = sql.join(metricRows, sql` UNION ALL `);
  const busiest = sql`busiest AS (
      SELECT page_path AS page FROM telemetry_records
      WHERE kind = 'performance' AND received_at >= ${filter.from} AND received_at < ${filter.to} ${pageCondition}
      GROUP BY page_path ORDER BY COUNT(*) DESC, page_path LIMIT ${sql.lit(MAX_VITAL_PAGES)})`;
  const valuesCte = sql`vals AS (SELECT page, metric, CAST(raw AS REAL) AS value FROM (${values}) WHERE typeof(raw) IN ('integer', 'real') AND raw >= 0)`;

  const p75Query = sql<{ page: string; metric: string; n: number; p75: number }>`
    WITH ${busiest}, ${valuesCte},
    ranked AS (
      SELECT page, metric, value,
        ROW_NUMBER() OVER (PARTITION BY page, metric ORDER BY value) AS rn,
        COUNT(*) OVER (PARTITION BY page, metric) AS n
      FROM vals)
    SELECT page, metric, n, value AS p75 FROM ranked WHERE rn = (3 * n + 3) / 4 ORDER BY page, metric`;

  const bins = sql.join(
    WEB_VITAL_NAMES.map((name) => sql`WHEN ${sql.lit(name)} THEN MIN(CAST(value / ${sql.lit(WEB_VITALS[name].step)} AS INTEGER), ${sql.lit(WEB_VITALS[name].buckets - 1)})`),
    sql` `,
  );
  const bin: RawBuilder<number> = sql`CASE metric ${bins} END`;
  const histogramQuery = sql<{ page: string; metric: string; bin: number; count: number }>`
    WITH ${busiest}, ${valuesCte}
    SELECT page, metric, ${bin} AS bin, COUNT(*) AS count FROM vals GROUP BY page, metric, bin`;

  const [p75Rows, binRows] = await Promise.all([p75Query.execute(db), histogramQuery.execute(db)]);
  const histograms = new Map<string, number[]>();
  for (const row of binRows.rows) {
    const key = `${row.metric}\u0000${row.page}`;
    let counts = histograms.get(key);
    const spec = WEB_VITALS[row.metric as keyof typeof WEB_VITALS];
    if (!counts) histograms.set(key, (counts = new Array<number>(spec.buckets).fill(0)));
    counts[Number(row.bin)] = Number(row.count);
  }
  return {
    vitals: p75Rows.rows.map((row) => {
      const spec = WEB_VITALS[row.metric as keyof typeof WEB_VITALS];
      return {
        page: row.page,
        metric: row.metric,
        count: Number(row.n),
        p75: Number(row.p75),
        step: spec.step,
        histogram: histograms.get(`${row.metric}\u0000${row.page}`) ?? new Array<number>(spec.buckets).fill(0),
      };
    }),
  };
}
