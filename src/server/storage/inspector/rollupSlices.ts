import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import { rollupPagePath } from '../../../shared/telemetry/storageLimits';
import { DAY_MS, HOUR_MS } from '../telemetry/rollups/rollupSpans';

/** The filter as the rollups can answer it: whole UTC hours (the start rounded down, the end up), the page bounded as they key it. */
export function toRollupFilter(filter: ResolvedInspectorFilter): ResolvedInspectorFilter {
  const from = Math.floor(filter.from / HOUR_MS) * HOUR_MS;
  const to = Math.max(Math.ceil(filter.to / HOUR_MS) * HOUR_MS, from + HOUR_MS);
  return {
    from,
    to,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.page ? { page: rollupPagePath(filter.page) } : {}),
  };
}

export interface Slice {
  span: number;
  from: number;
  to: number;
}

// An hour-aligned range as the fewest rollup rows cover it: its whole UTC days from day rows, the hours
// before the first whole day and after the last from hour rows. A 30-day view reads 30 day slices and at
// most 46 hour slices per key instead of 720.
export function rollupSlices(from: number, to: number): Slice[] {
  const firstDay = Math.ceil(from / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(to / DAY_MS) * DAY_MS;
  if (firstDay >= lastDay) return [{ span: HOUR_MS, from, to }];
  return [
    { span: HOUR_MS, from, to: firstDay },
    { span: DAY_MS, from: firstDay, to: lastDay },
    { span: HOUR_MS, from: lastDay, to },
  ].filter((slice) => slice.from < slice.to);
}

/**
 * The condition selecting a rollup table's rows of the slices (columns span and t, unqualified). `pages`
 * restricts them to page paths inside each slice's term, so a table keyed (page_path, span, t, …) is read
 * as one index range per page and slice, not every row of the page.
 */
export function matchSlices(slices: Slice[], pages?: readonly string[]): RawBuilder<SqlBool> {
  const page = pages ? sql`page_path IN (${sql.join(pages.map((p) => sql`${p}`))}) AND ` : sql``;
  return sql<SqlBool>`(${sql.join(
    slices.map((s) => sql`(${page}span = ${sql.lit(s.span)} AND t >= ${sql.lit(s.from)} AND t < ${sql.lit(s.to)})`),
    sql` OR `,
  )})`;
}

/** The condition of the filter's range on a rollup table, and of its page when `byPage` (the table has page_path). */
export function matchRange(filter: ResolvedInspectorFilter, byPage = false): RawBuilder<SqlBool> {
  return matchSlices(rollupSlices(filter.from, filter.to), byPage && filter.page ? [filter.page] : undefined);
}
