const HOUR = 3_600_000;

// The owner's filter choices; the time range is relative to when they last refreshed.
export interface InspectorChoice {
  rangeMs: number;
  kind: string;
  page: string;
  refreshedAt: number;
}

export const RANGE_CHOICES = [
  { label: 'Last hour', ms: HOUR },
  { label: 'Last 24 hours', ms: 24 * HOUR },
  { label: 'Last 7 days', ms: 7 * 24 * HOUR },
  { label: 'Last 30 days', ms: 30 * 24 * HOUR },
  { label: 'Last 90 days', ms: 90 * 24 * HOUR },
] as const;

/** The query string every inspector endpoint takes (InspectorFilter). */
export function toFilterQuery(choice: InspectorChoice): string {
  const params = new URLSearchParams({
    from: String(choice.refreshedAt - choice.rangeMs),
    to: String(choice.refreshedAt),
  });
  if (choice.kind) params.set('kind', choice.kind);
  if (choice.page) params.set('page', choice.page);
  return params.toString();
}

/** The NDJSON export of the same records: it filters by kind and a start time (TelemetryExportQuery). */
export function toExportUrl(choice: InspectorChoice): string {
  const params = new URLSearchParams({ since: String(choice.refreshedAt - choice.rangeMs) });
  if (choice.kind) params.set('kind', choice.kind);
  return `/api/telemetry/export?${params.toString()}`;
}
