import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { InspectorOverview } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { matchRecordFilter } from './matchRecordFilter';
import { jsonField } from './jsonField';
import { dialectOf } from '../dialect/dialectOf';

// Rows of rejection reasons shown at most; reasons carry field paths, so they can be many.
const MAX_REJECTION_ROWS = 50;

// The pipeline's health for a time range: records stored per kind, what the batches carried (batches mix
// kinds and pages, so only the time range filters them), rejections with their reasons, and the drops
// browsers reported in `drop` records.
export async function queryOverview(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<InspectorOverview> {
  const dialect = dialectOf(db);
  const [byKind, batches, rejections, drops] = await Promise.all([
    db
      .selectFrom('telemetry_records')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
      .where((eb) => matchRecordFilter(eb, filter))
      .groupBy('kind')
      .orderBy('count', 'desc')
      .execute(),
    db
      .selectFrom('telemetry_batches')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('record_count'), eb.lit(0)).as('records'),
        eb.fn.coalesce(eb.fn.sum<number>('stored_count'), eb.lit(0)).as('stored'),
        eb.fn.coalesce(eb.fn.sum<number>('duplicate_count'), eb.lit(0)).as('duplicates'),
        eb.fn.coalesce(eb.fn.sum<number>('rejected_count'), eb.lit(0)).as('rejected'),
        eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
        eb.fn.coalesce(eb.fn.max<number>('record_count'), eb.lit(0)).as('maxRecords'),
      ])
      .where('received_at', '>=', filter.from)
      .where('received_at', '<', filter.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('telemetry_rejections')
      .select((eb) => [
        eb.fn.coalesce('kind', eb.val('unknown')).as('kind'),
        'reason',
        eb.fn.countAll<number>().as('count'),
      ])
      .where('received_at', '>=', filter.from)
      .where('received_at', '<', filter.to)
      .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind ?? ''))
      .groupBy(['kind', 'reason'])
      .orderBy('count', 'desc')
      .limit(MAX_REJECTION_ROWS)
      .execute(),
    db
      .selectFrom('telemetry_records')
      .select((eb) => [
        jsonField<string>(dialect, 'reason').as('reason'),
        eb.fn.coalesce(eb.fn.sum<number>(jsonField<number>(dialect, 'count', 'number')), eb.lit(0)).as('count'),
      ])
      .where((eb) => matchRecordFilter(eb, { ...filter, kind: 'drop' }))
      // A kind filter asks about drops of that kind: the drop record names the kind it dropped.
      .$if(Boolean(filter.kind) && filter.kind !== 'drop', (qb) =>
        qb.where(jsonField<string>(dialect, 'kind'), '=', filter.kind ?? ''),
      )
      .groupBy('reason')
      .orderBy('count', 'desc')
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
    rejections: rejections.map((r) => ({ kind: String(r.kind), reason: r.reason, count: Number(r.count) })),
    drops: drops.map((r) => ({ reason: String(r.reason ?? 'unknown'), count: Number(r.count) })),
  };
}
