import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { DeliveryReport } from '../../../shared/api/config/InspectorResponses';
import { DELIVERY_PATHS, deliveryPathsOf } from '../../../shared/telemetry/delivery/deliveryPaths';
import { LATENCY_BUCKET_COUNT, latencyPercentile } from '../../../shared/telemetry/delivery/latencyBuckets';
import type { Database } from '../Database';
import { matchRange, toRollupFilter } from './rollupSlices';

// Page views listed in the drill-down at most.
const MOST_MISSING_ROWS = 20;

const perThousand = (part: number, whole: number) => (whole > 0 ? (part * 1000) / whole : null);

// The Delivery panel (issue 51): from the delivery rollup, the page views first received in the range, how
// many are complete and what their records became; from the latency rollup, the percentiles per path; from
// the page views' rows, those with the most records missing. The kind filter does not apply (a page view's
// completeness is of all its kinds); the page filter does.
export async function queryDelivery(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<DeliveryReport> {
  const filter = toRollupFilter(input);
  const [browsers, latency, worst] = await Promise.all([
    db
      .selectFrom('telemetry_rollup_delivery')
      .select((eb) => [
        'browser',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('open_views').as('open_views'),
        eb.fn.sum<number>('complete_views').as('complete_views'),
        eb.fn.sum<number>('made').as('made'),
        eb.fn.sum<number>('stored').as('stored'),
        eb.fn.sum<number>('open_stored').as('open_stored'),
        eb.fn.sum<number>('dropped').as('dropped'),
        eb.fn.sum<number>('missing').as('missing'),
        eb.fn.sum<number>('duplicates').as('duplicates'),
      ])
      .where(matchRange(filter, true))
      .groupBy('browser')
      .orderBy('browser')
      .execute(),
    // Over every page from the rollup summed over pages (migration 0096): a twentieth of the rows.
    filter.page
      ? db
          .selectFrom('telemetry_rollup_latency')
          .select((eb) => ['via', 'bucket', eb.fn.sum<number>('count').as('count')])
          .where(matchRange(filter, true))
          .groupBy(['via', 'bucket'])
          .execute()
      : db
          .selectFrom('telemetry_rollup_latency_all')
          .select((eb) => ['via', 'bucket', eb.fn.sum<number>('count').as('count')])
          .where(matchRange(filter))
          .groupBy(['via', 'bucket'])
          .execute(),
    db
      .selectFrom('telemetry_page_views')
      .selectAll()
      .where('t', '>=', filter.from)
      .where('t', '<', filter.to)
      .where('missing', '>', 0)
      .$if(Boolean(filter.page), (qb) => qb.where('page_path', '=', filter.page!))
      // In the order of its indexes (migration 0095), so the 20th row ends the read.
      .orderBy('missing', 'desc')
      .orderBy('t', 'desc')
      .orderBy('page_id', 'desc')
      .limit(MOST_MISSING_ROWS)
      .execute(),
  ]);
  const sum = (column: keyof (typeof browsers)[number]) => browsers.reduce((n, row) => n + Number(row[column]), 0);
  const total = sum('views');
  const open = sum('open_views');
  const complete = sum('complete_views');
  const made = sum('made');
  const openStored = sum('open_stored');
  const duplicates = sum('duplicates');
  const missing = sum('missing');
  const histograms = new Map<string, number[]>();
  for (const row of latency) {
    let histogram = histograms.get(row.via);
    if (!histogram) histograms.set(row.via, (histogram = new Array<number>(LATENCY_BUCKET_COUNT).fill(0)));
    const bucket = Number(row.bucket);
    if (bucket >= 0 && bucket < LATENCY_BUCKET_COUNT) histogram[bucket]! += Number(row.count);
  }
  const order = (via: string) => {
    const at = DELIVERY_PATHS.indexOf(via as never);
    return at < 0 ? DELIVERY_PATHS.length : at;
  };
  return {
    from: filter.from,
    to: filter.to,
    pageViews: {
      total,
      counted: total - open,
      complete,
      open,
      completePercent: total - open > 0 ? (complete * 100) / (total - open) : null,
    },
    records: {
      made,
      stored: sum('stored'),
      dropped: sum('dropped'),
      missing,
      openStored,
      duplicates,
      missingPerThousand: perThousand(missing, made),
      duplicatesPerThousand: perThousand(duplicates, made + openStored),
    },
    latency: [...histograms.entries()]
      .sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : 1))
      .map(([via, histogram]) => ({
        via,
        count: histogram.reduce((n, c) => n + c, 0),
        p50: latencyPercentile(histogram, 0.5) ?? 0,
        p95: latencyPercentile(histogram, 0.95) ?? 0,
        p99: latencyPercentile(histogram, 0.99) ?? 0,
      })),
    browsers: browsers.map((row) => ({
      browser: row.browser,
      views: Number(row.views),
      counted: Number(row.views) - Number(row.open_views),
      complete: Number(row.complete_views),
      missing: Number(row.missing),
    })),
    mostMissing: worst.map((row) => ({
      pageId: row.page_id,
      page: row.page_path,
      browser: row.browser,
      made: Math.max(row.final ?? 0, row.max_seq + 1),
      stored: row.stored,
      dropped: row.dropped,
      missing: row.missing,
      open: row.final === null,
      paths: deliveryPathsOf(row.paths),
    })),
  };
}
