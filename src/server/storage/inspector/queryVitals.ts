import type { Kysely } from 'kysely';
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
import { busiestPages } from './queryPagePaths';
import { matchSlices, rollupSlices, toRollupFilter } from './rollupSlices';

// Pages reported at most, the busiest first: a chart per page stays readable.
export const MAX_VITAL_PAGES = 20;

// Web-vitals per page path from the vitals rollup: each metric's counts per log-spaced bucket
// (src/shared/api/config/WebVital.ts), summed over the range for the pages with the most performance
// records; the p75 is read from the summed buckets (vitalPercentile).
export async function queryVitals(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<VitalsReport> {
  const filter = toRollupFilter(input);
  const pages = filter.page
    ? [filter.page]
    : (await busiestPages(db, { ...filter, kind: 'performance' }, MAX_VITAL_PAGES)).map((p) => p.page);
  if (pages.length === 0) return { vitals: [] };
  const rows = await db
    .selectFrom('telemetry_rollup_vitals')
    .select((eb) => ['page_path', 'metric', 'bucket', eb.fn.sum<number>('count').as('count')])
    .where(matchSlices(rollupSlices(filter.from, filter.to), pages))
    .groupBy(['page_path', 'metric', 'bucket'])
    .execute();
  const histograms = new Map<string, { page: string; metric: WebVitalName; histogram: number[] }>();
  for (const row of rows) {
    const metric = row.metric as WebVitalName;
    if (!WEB_VITAL_NAMES.includes(metric)) continue;
    const key = JSON.stringify([row.page_path, metric]);
    let entry = histograms.get(key);
    if (!entry) {
      entry = { page: row.page_path, metric, histogram: new Array<number>(vitalBucketCount(metric)).fill(0) };
      histograms.set(key, entry);
    }
    const bucket = Number(row.bucket);
    if (bucket >= 0 && bucket < entry.histogram.length) entry.histogram[bucket] = Number(row.count);
  }
  const order = new Map(pages.map((page, index) => [page, index]));
  return {
    vitals: [...histograms.values()]
      .sort(
        (a, b) =>
          order.get(a.page)! - order.get(b.page)! ||
          WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric),
      )
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
