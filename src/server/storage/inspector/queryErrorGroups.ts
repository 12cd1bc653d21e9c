import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { ErrorGroups } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { matchRange, toRollupFilter } from './rollupSlices';

const MAX_ERROR_GROUPS = 50;

// JavaScript errors (kind 'error') grouped by message, most frequent first, from the error rollup (counts
// per message fingerprint and page); the message and one sample stack and page come from the group's row,
// kept from its first record, so they outlive the raw records.
export async function queryErrorGroups(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<ErrorGroups> {
  const filter = toRollupFilter(input);
  const groups = await db
    .selectFrom('telemetry_rollup_errors')
    .select((eb) => [
      'fingerprint',
      eb.fn.sum<number>('count').as('count'),
      eb.fn.min<number>('first_seen').as('firstSeen'),
      eb.fn.max<number>('last_seen').as('lastSeen'),
      eb.fn.count<number>('page_path').distinct().as('pages'),
    ])
    .where(matchRange(filter, true))
    .groupBy('fingerprint')
    .orderBy('count', 'desc')
    .orderBy('lastSeen', 'desc')
    .orderBy('fingerprint')
    .limit(MAX_ERROR_GROUPS)
    .execute();
  const fingerprints = groups.map((g) => g.fingerprint);
  const details =
    groups.length === 0
      ? []
      : await db
          .selectFrom('telemetry_error_groups')
          .select(['fingerprint', 'message', 'sample_stack', 'sample_page'])
          .where('fingerprint', 'in', fingerprints)
          .execute();
  const detailOf = new Map(details.map((d) => [d.fingerprint, d]));
  return {
    groups: groups.map((g) => {
      const detail = detailOf.get(g.fingerprint);
      return {
        message: detail?.message || '(no message)',
        count: Number(g.count),
        firstSeen: Number(g.firstSeen),
        lastSeen: Number(g.lastSeen),
        pages: Number(g.pages),
        sampleStack: detail?.sample_stack || null,
        samplePage: detail?.sample_page ?? null,
      };
    }),
  };
}
