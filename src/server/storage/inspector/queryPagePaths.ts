import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { PagePaths } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';
import { matchRange, toRollupFilter } from './rollupSlices';

const MAX_PAGE_PATHS = 100;

/** The page paths with the most records in the filter's range (and kind), from the page rollup. */
export async function busiestPages(db: Kysely<Database>, filter: ResolvedInspectorFilter, limit: number) {
  const rows = await db
    .selectFrom('telemetry_rollup_pages')
    .select((eb) => ['page_path', eb.fn.sum<number>('records').as('count')])
    .where(matchRange(filter))
    .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind!))
    .groupBy('page_path')
    .orderBy('count', 'desc')
    .orderBy('page_path')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ page: r.page_path, count: Number(r.count) }));
}

// The page paths that sent records in the range, busiest first: the choices of the page filter. The
// page filter itself is left out, or choosing a page would hide the others.
export async function queryPagePaths(db: Kysely<Database>, input: ResolvedInspectorFilter): Promise<PagePaths> {
  return { pages: await busiestPages(db, toRollupFilter(input), MAX_PAGE_PATHS) };
}
