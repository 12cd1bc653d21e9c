import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { PagePaths } from '../../../shared/api/config/InspectorResponses';
import type { Database } from '../Database';

export const MAX_PAGE_PATHS = 100;

// The page paths that sent records in the range, busiest first: the choices of the page filter. The
// page filter itself is left out, or choosing a page would hide the others.
export async function queryPagePaths(db: Kysely<Database>, filter: ResolvedInspectorFilter): Promise<PagePaths> {
  const rows = await db
    .selectFrom('telemetry_records')
    .select((eb) => ['page_path', eb.fn.countAll<number>().as('count')])
    .where('received_at', '>=', filter.from)
    .where('received_at', '<', filter.to)
    .$if(Boolean(filter.kind), (qb) => qb.where('kind', '=', filter.kind ?? ''))
    .groupBy('page_path')
    .orderBy('count', 'desc')
    .orderBy('page_path')
    .limit(MAX_PAGE_PATHS)
    .execute();
  return { pages: rows.map((r) => ({ page: r.page_path, count: Number(r.count) })) };
}
