import { sql, type Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { KindSeries } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { DAY_MS, HOUR_MS } from '../telemetry/rollups/rollupSpans';
import { chooseBucketSize } from './chooseBucketSize';
import { matchSlices, rollupSlices, toRollupFilter } from './rollupSlices';

// Records received per kind (and page, with a page filter) over time, from the rollups: epoch-aligned buckets
// of an hour or more, read from hour rows under a day, else from day rows and the range's ragged hours.
// Empty buckets are zeros, so every series lines up with `times` as uPlot expects.
export async function queryKindSeries(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<KindSeries> {
  const filter = toRollupFilter(input);
  const bucketMs = chooseBucketSize(filter.from, filter.to);
  const slices =
    bucketMs % DAY_MS === 0
      ? rollupSlices(filter.from, filter.to, [DAY_MS, HOUR_MS])
      : [{ span: HOUR_MS, from: filter.from, to: filter.to }];
  const bucket = sql<number>`(t / ${sql.lit(bucketMs)}) * ${sql.lit(bucketMs)}`;
  const rows = await db
    .selectFrom(filter.page ? 'telemetry_rollup_pages' : 'telemetry_rollup_kinds')
    .select((eb) => [bucket.as('bucket'), 'kind', eb.fn.sum<number>('records').as('count')])
    .where(matchSlices(slices, filter.page ? [filter.page] : undefined))
    .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind!))
    .groupBy([bucket, 'kind'])
    .execute();
  const first = Math.floor(filter.from / bucketMs) * bucketMs;
  const times: number[] = [];
  for (let t = first; t < filter.to; t += bucketMs) times.push(t);
  const byKind = new Map<string, number[]>();
  for (const row of rows) {
    let counts = byKind.get(row.kind);
    if (!counts) byKind.set(row.kind, (counts = times.map(() => 0)));
    const index = (Number(row.bucket) - first) / bucketMs;
    if (index >= 0 && index < counts.length) counts[index] = Number(row.count);
  }
  const series = [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, counts]) => ({ kind, counts }));
  return { from: filter.from, to: filter.to, bucketMs, times, series };
}
