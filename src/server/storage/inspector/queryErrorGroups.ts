import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { ErrorGroups } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { dialectOf } from '../dialect/dialectOf';
import { jsonField } from './jsonField';
import { matchRecordFilter } from './matchRecordFilter';

export const MAX_ERROR_GROUPS = 50;

// JavaScript errors (kind 'error') grouped by message, most frequent first, each with one sample stack:
// the group's first record by id. Two queries, both on indexes: the grouping, then the few sample rows.
export async function queryErrorGroups(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<ErrorGroups> {
  const dialect = dialectOf(db);
  const message = jsonField<string | null>(dialect, 'message');
  const groups = await db
    .selectFrom('telemetry_records')
    .select((eb) => [
      message.as('message'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number>('received_at').as('firstSeen'),
      eb.fn.max<number>('received_at').as('lastSeen'),
      eb.fn.count<number>('page_path').distinct().as('pages'),
      eb.fn.min<string>('id').as('sampleId'),
    ])
    .where((eb) => matchRecordFilter(eb, { ...filter, kind: 'error' }))
    .groupBy(message)
    .orderBy('count', 'desc')
    .orderBy('lastSeen', 'desc')
    .limit(MAX_ERROR_GROUPS)
    .execute();
  const sampleIds = groups.map((g) => g.sampleId);
  const samples =
    sampleIds.length === 0
      ? []
      : await db
          .selectFrom('telemetry_records')
          .select(['id', 'page_path', jsonField<string | null>(dialect, 'stack').as('stack')])
          .where('id', 'in', sampleIds)
          .execute();
  const sampleById = new Map(samples.map((s) => [s.id, s]));
  return {
    groups: groups.map((g) => {
      const sample = sampleById.get(g.sampleId);
      return {
        message: g.message ?? '(no message)',
        count: Number(g.count),
        firstSeen: Number(g.firstSeen),
        lastSeen: Number(g.lastSeen),
        pages: Number(g.pages),
        sampleStack: typeof sample?.stack === 'string' ? sample.stack : null,
        samplePage: sample?.page_path ?? null,
      };
    }),
  };
}
