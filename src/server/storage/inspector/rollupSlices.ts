import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import { rollupPagePath } from '../../../shared/telemetry/storageLimits';
import { DAY_MS, HOUR_MS, WEEK_MS } from '../telemetry/rollups/rollupSpans';

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

// An hour-aligned range as the fewest rollup rows cover it: its whole 7-day weeks from week rows, the whole
// UTC days before the first whole week and after the last from day rows, the hours before the first whole
// day and after the last from hour rows. A 30-day view reads 4 or 5 week slices and a few day slices per key
// instead of 30 day slices (or 720 hours).
// `spans` (largest first) leaves out week rows where a reader must place each row in a day (the series).
export function rollupSlices(from: number, to: number, spans: readonly number[] = [WEEK_MS, DAY_MS, HOUR_MS]): Slice[] {
  return cover(from, to, spans);
}

// The range as whole slices of the largest span that fits, then the ends of it by the next smaller spans.
function cover(from: number, to: number, spans: readonly number[]): Slice[] {
  if (from >= to) return [];
  const [span, ...smaller] = spans as [number, ...number[]];
  if (smaller.length === 0) return [{ span, from, to }];
  const first = Math.ceil(from / span) * span;
  const last = Math.floor(to / span) * span;
  if (first >= last) return cover(from, to, smaller);
  return [...cover(from, first, smaller), { span, from: first, to: last }, ...cover(last, to, smaller)];
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
