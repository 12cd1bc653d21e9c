import { sql, type Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { KindSeries } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { chooseBucketSize } from './chooseBucketSize';
import { matchRecordFilter } from './matchRecordFilter';

// Records received per kind over time. The database groups by bucket and kind, so the reply has at most
// MAX_BUCKETS points per kind however many records there are; empty buckets are filled with zeros here
// so every series lines up with `times` as uPlot expects.
export async function queryKindSeries(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<KindSeries> {
  const bucketMs = chooseBucketSize(filter.from, filter.to);
  // Buckets are aligned on the epoch (UTC), so the same time falls in the same bucket on every reload.
  const bucket = sql<number>`(received_at / ${sql.lit(bucketMs)}) * ${sql.lit(bucketMs)}`;
  const rows = await db
    .selectFrom('telemetry_records')
    .select((eb) => [bucket.as('bucket'), 'kind', eb.fn.countAll<number>().as('count')])
    .where((eb) => matchRecordFilter(eb, filter))
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
