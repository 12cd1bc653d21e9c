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

/** GET /api/config/inspector/delivery (issue 51; docs/telemetry.md, "Can I trust the numbers?"). */
export interface DeliveryReport {
  from: number;
  to: number;
  pageViews: {
    /** Page views first received in the range. */
    total: number;
    /** Of those, page views whose final count arrived (the others are open, counted apart). */
    counted: number;
    complete: number;
    open: number;
    /** complete / counted × 100, null with none counted. */
    completePercent: number | null;
  };
  records: {
    /** Records the counted page views made, and what became of them. */
    made: number;
    stored: number;
    dropped: number;
    missing: number;
    /** Records stored of page views still open. */
    openStored: number;
    /** Resends of records already stored, of every page view of the range. */
    duplicates: number;
    /** missing per 1,000 made, null with none made. */
    missingPerThousand: number | null;
    /** duplicates per 1,000 made (the open page views' stored records counted as made), null with none. */
    duplicatesPerThousand: number | null;
  };
  /** Per path a record came by: how many were measured and the percentiles of record time to storage, ms. */
  latency: Array<{ via: string; count: number; p50: number; p95: number; p99: number }>;
  browsers: Array<{ browser: string; views: number; counted: number; complete: number; missing: number }>;
  /** The page views of the range with the most records missing, most first (the most recent among equals). */
  mostMissing: Array<{
    pageId: string;
    page: string;
    browser: string;
    made: number;
    stored: number;
    dropped: number;
    missing: number;
    open: boolean;
    paths: string[];
  }>;
}
