import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { InspectorOverview } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { matchRange, toRollupFilter } from './rollupSlices';

// Rows of rejection reasons shown at most; reasons carry field paths, so they can be many.
const MAX_REJECTION_ROWS = 50;

// The pipeline's health for a time range, from the rollups: records stored per kind (per page and kind with
// a page filter), what the batches carried (batches mix kinds and pages, so only the time range filters
// them), rejections with their reasons, and the drops browsers reported in `drop` records.
export async function queryOverview(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<InspectorOverview> {
  const filter = toRollupFilter(input);
  const range = matchRange(filter);
  const [byKind, batches, rejections, drops] = await Promise.all([
    db
      .selectFrom(filter.page ? 'telemetry_rollup_pages' : 'telemetry_rollup_kinds')
      .select((eb) => ['kind', eb.fn.sum<number>('records').as('count')])
      .where(matchRange(filter, true))
      .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind!))
      .groupBy('kind')
      .orderBy('count', 'desc')
      .execute(),
    db
      .selectFrom('telemetry_rollup_batches')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('batches'), eb.lit(0)).as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('records'), eb.lit(0)).as('records'),
        eb.fn.coalesce(eb.fn.sum<number>('stored'), eb.lit(0)).as('stored'),
        eb.fn.coalesce(eb.fn.sum<number>('duplicates'), eb.lit(0)).as('duplicates'),
        eb.fn.coalesce(eb.fn.sum<number>('rejected'), eb.lit(0)).as('rejected'),
        eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
        eb.fn.coalesce(eb.fn.max<number>('max_records'), eb.lit(0)).as('maxRecords'),
      ])
      .where(range)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('telemetry_rollup_rejections')
      .select((eb) => ['kind', 'reason', eb.fn.sum<number>('count').as('count')])
      .where(range)
      .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind!))
      .groupBy(['kind', 'reason'])
      .orderBy('count', 'desc')
      .orderBy('kind')
      .orderBy('reason')
      .limit(MAX_REJECTION_ROWS)
      .execute(),
    db
      .selectFrom('telemetry_rollup_drops')
      .select((eb) => ['reason', eb.fn.sum<number>('count').as('count')])
      .where(matchRange(filter, true))
      // A kind filter asks about drops of that kind: the drop record names the kind it dropped.
      .$if(Boolean(filter.kind) && filter.kind !== 'drop', (qb) => qb.where('kind', '=', filter.kind!))
      .groupBy('reason')
      .orderBy('count', 'desc')
      .orderBy('reason')
      .execute(),
  ]);
  const batchCount = Number(batches.count);
  return {
    from: filter.from,
    to: filter.to,
    records: {
      total: byKind.reduce((sum, row) => sum + Number(row.count), 0),
      byKind: byKind.map((r) => ({ kind: r.kind, count: Number(r.count) })),
    },
    batches: {
      count: batchCount,
      records: Number(batches.records),
      stored: Number(batches.stored),
      duplicates: Number(batches.duplicates),
      rejected: Number(batches.rejected),
      bytes: Number(batches.bytes),
      averageRecords: batchCount === 0 ? 0 : Number(batches.records) / batchCount,
      maxRecords: Number(batches.maxRecords),
    },
    // A record that carried no kind at all is counted under ''.
    rejections: rejections.map((r) => ({ kind: r.kind || 'unknown', reason: r.reason, count: Number(r.count) })),
    drops: drops.map((r) => ({ reason: r.reason, count: Number(r.count) })),
  };
}
