import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import { rollupPagePath } from '../../../shared/telemetry/storageLimits';
import { DAY_MS, HOUR_MS } from '../telemetry/rollups/rollupSpans';

// Ranges longer than this are answered in whole UTC days, read from day rows alone.
export const WHOLE_DAYS_AFTER_MS = 7 * DAY_MS;

/**
 * The filter as the rollups can answer it, the page bounded as they key it: whole UTC hours (the start
 * rounded down, the end up), or whole UTC days for a range of more than WHOLE_DAYS_AFTER_MS, so a 30-day
 * view reads one row per day and key and none of the hours at its ends.
 */
export function toRollupFilter(filter: ResolvedInspectorFilter): ResolvedInspectorFilter {
  const unit = filter.to - filter.from > WHOLE_DAYS_AFTER_MS ? DAY_MS : HOUR_MS;
  const from = Math.floor(filter.from / unit) * unit;
  const to = Math.max(Math.ceil(filter.to / unit) * unit, from + unit);
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
