import {
  DEFAULT_INSPECTOR_RANGE_MS,
  MAX_INSPECTOR_RANGE_MS,
  type InspectorFilter,
  type ResolvedInspectorFilter,
} from './InspectorFilter';

// A missing end means now, a missing start a day before the end; a range too long is clipped, not refused.
export function resolveInspectorFilter(filter: InspectorFilter, now: number): ResolvedInspectorFilter {
  const to = filter.to ?? Math.max(now, (filter.from ?? 0) + 1);
  const from = filter.from ?? to - DEFAULT_INSPECTOR_RANGE_MS;
  const clippedFrom = Math.max(from, to - MAX_INSPECTOR_RANGE_MS, 0);
  return {
    from: clippedFrom,
    to,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.page ? { page: filter.page } : {}),
  };
}
