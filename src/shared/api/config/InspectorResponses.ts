// Replies of GET /api/config/inspector/*, aggregated by the database so the browser only draws. Times are
// milliseconds since 1970.
export interface InspectorOverview {
  from: number;
  to: number;
  records: { total: number; byKind: { kind: string; count: number }[] };
  batches: {
    count: number;
    records: number;
    stored: number;
    duplicates: number;
    rejected: number;
    bytes: number;
    averageRecords: number;
    maxRecords: number;
  };
  rejections: { kind: string; reason: string; count: number }[];
  /** Records browsers reported dropping before sending (kind 'drop'), summed by reason. */
  drops: { reason: string; count: number }[];
}

export interface KindSeries {
  from: number;
  to: number;
  bucketMs: number;
  /** Start of each bucket. */
  times: number[];
  series: { kind: string; counts: number[] }[];
}

interface ErrorGroup {
  message: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
  pages: number;
  sampleStack: string | null;
  samplePage: string | null;
}

export interface ErrorGroups {
  groups: ErrorGroup[];
}

export interface VitalSummary {
  page: string;
  metric: string;
  count: number;
  p75: number;
  /** Counts per log-spaced bucket (WebVital.ts); bucket i holds values from edges[i] up to edges[i + 1], the last one everything above. */
  histogram: number[];
  edges: number[];
}

export interface VitalsReport {
  vitals: VitalSummary[];
}

export interface PagePaths {
  pages: { page: string; count: number }[];
}
