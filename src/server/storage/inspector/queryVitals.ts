import { sql, type Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { VitalsReport } from '../../../shared/api/config/InspectorResponses';
import {
  WEB_VITAL_NAMES,
  vitalBucketCount,
  vitalBucketEdges,
  vitalPercentile,
  type WebVitalName,
} from '../../../shared/api/config/WebVital';
import type { Database } from '../Database';
import { matchRange, matchSlices, rollupSlices, toRollupFilter } from './rollupSlices';

// Pages reported at most, the busiest first: a chart per page stays readable.
export const MAX_VITAL_PAGES = 20;

// Web-vitals per page path from the vitals rollup: each metric's counts per log-spaced bucket
// (src/shared/api/config/WebVital.ts), summed over the range for the pages with the most performance
// records; the p75 is read from the summed buckets (vitalPercentile).
//
// One statement: without a page filter, the busiest pages are its first part (a CTE read once), so the
// panel is one round trip; each page's rank comes back with its rows.
export async function queryVitals(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<VitalsReport> {
  const filter = toRollupFilter(input);
  const slices = rollupSlices(filter.from, filter.to);
  const rows = filter.page
    ? await db
        .selectFrom('telemetry_rollup_vitals')
        .select((eb) => [
          'page_path',
          'metric',
          'bucket',
          eb.fn.sum<number>('count').as('count'),
          sql<number>`1`.as('rank'),
        ])
        .where(matchSlices(slices, [filter.page]))
        .groupBy(['page_path', 'metric', 'bucket'])
        .execute()
    : await db
        .with('busiest', (qb) =>
          qb
            .selectFrom('telemetry_rollup_pages')
            .select(['page_path', sql<number>`ROW_NUMBER() OVER (ORDER BY SUM(records) DESC, page_path)`.as('rank')])
            .where(matchRange({ ...filter, kind: 'performance' }))
            .where('kind', '=', 'performance')
            .groupBy('page_path')
            .orderBy('rank')
            .limit(MAX_VITAL_PAGES),
        )
        .selectFrom('telemetry_rollup_vitals')
        .select((eb) => [
          'page_path',
          'metric',
          'bucket',
          eb.fn.sum<number>('count').as('count'),
          sql<number>`(SELECT b.rank FROM busiest AS b WHERE b.page_path = telemetry_rollup_vitals.page_path)`.as(
            'rank',
          ),
        ])
        .where(matchSlices(slices, sql`SELECT page_path FROM busiest`))
        .groupBy(['page_path', 'metric', 'bucket'])
        .execute();
  const histograms = new Map<string, { page: string; rank: number; metric: WebVitalName; histogram: number[] }>();
  for (const row of rows) {
    const metric = row.metric as WebVitalName;
    if (!WEB_VITAL_NAMES.includes(metric)) continue;
    const key = JSON.stringify([row.page_path, metric]);
    let entry = histograms.get(key);
    if (!entry) {
      entry = {
        page: row.page_path,
        rank: Number(row.rank),
        metric,
        histogram: new Array<number>(vitalBucketCount(metric)).fill(0),
      };
      histograms.set(key, entry);
    }
    const bucket = Number(row.bucket);
    if (bucket >= 0 && bucket < entry.histogram.length) entry.histogram[bucket] = Number(row.count);
  }
  return {
    vitals: [...histograms.values()]
      .sort((a, b) => a.rank - b.rank || WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric))
      .map(({ page, metric, histogram }) => ({
        page,
        metric,
        count: histogram.reduce((sum, count) => sum + count, 0),
        p75: vitalPercentile(metric, histogram, 0.75),
        edges: vitalBucketEdges(metric),
        histogram,
      })),
  };
}
