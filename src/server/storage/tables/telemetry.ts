// docs/internals.md "Telemetry records": owned by the telemetry area; the inspector only reads them.
// Timestamps are integer milliseconds; payload is JSON text. Raw rows (records, batches, rejection counts)
// are pruned after TELEMETRY_RETENTION_DAYS; the rollups are kept.
export interface TelemetryTables {
  telemetry_records: {
    id: string;
    kind: string;
    type: string | null;
    page_path: string;
    session_id: string;
    client_time: number;
    received_at: number;
    batch_id: string;
    /** The payload's JSON text (storedPayloadText), or '' when it is in its batch's blob. */
    payload: string;
    /** Its place in telemetry_payload_blobs' blob of its batch, null when `payload` holds it (migration 0110). */
    payload_index: number | null;
  };
  /**
   * The payloads of a request stored compressed (planPayloadBlobs): their texts joined by newlines, deflated
   * (packPayloadBlob). Deleted with its records (same received_at).
   */
  telemetry_payload_blobs: { batch_id: string; received_at: number; payloads: Uint8Array };
  telemetry_batches: {
    id: string;
    received_at: number;
    endpoint: string;
    record_count: number;
    stored_count: number;
    duplicate_count: number;
    rejected_count: number;
    bytes: number;
    /** The path the request came by (DELIVERY_PATHS), null when it did not say (migration 0075). */
    via: string | null;
  };
  /** One row per (batch, kind, reason): how many of the batch's records were rejected so. */
  telemetry_rejections: { batch_id: string; kind: string; reason: string; count: number; received_at: number };
  // The rollups (migration 0036): each row sums the records received in one slice of time, `t` its start
  // and `span` its length, an hour or a UTC day (every record counts in both). Counts only ever grow.
  telemetry_rollup_kinds: { span: number; t: number; kind: string; records: number };
  telemetry_rollup_pages: { page_path: string; span: number; t: number; kind: string; records: number };
  telemetry_rollup_batches: {
    span: number;
    t: number;
    batches: number;
    records: number;
    stored: number;
    duplicates: number;
    rejected: number;
    bytes: number;
    max_records: number;
  };
  telemetry_rollup_rejections: { span: number; t: number; kind: string; reason: string; count: number };
  telemetry_rollup_drops: { span: number; t: number; page_path: string; reason: string; kind: string; count: number };
  telemetry_rollup_errors: {
    span: number;
    t: number;
    fingerprint: string;
    page_path: string;
    count: number;
    first_seen: number;
    last_seen: number;
  };
  /** One row per distinct error message: what the error groups show beside their counts. */
  telemetry_error_groups: {
    fingerprint: string;
    message: string;
    sample_stack: string | null;
    sample_page: string;
    first_seen: number;
  };
  telemetry_rollup_vitals: {
    page_path: string;
    span: number;
    t: number;
    metric: string;
    bucket: number;
    count: number;
  };
  /** One row per page view (migration 0075): what the server knows of its records' sequence (computePageViewDelivery). */
  telemetry_page_views: {
    page_id: string;
    /** When its first record was received: the page view is rolled up in this hour. */
    t: number;
    page_path: string;
    browser: string;
    /** Its latest final count (records made), null while none arrived. */
    final: number | null;
    max_seq: number;
    stored: number;
    dropped: number;
    duplicates: number;
    missing: number;
    /** An OR of deliveryPathBit of every path its records came by. */
    paths: number;
    /** The smallest (received − sent) of its requests: its clock's offset to the server's, plus the fastest transit. */
    clock_offset: number | null;
  };
  telemetry_rollup_delivery: {
    span: number;
    t: number;
    page_path: string;
    browser: string;
    views: number;
    open_views: number;
    complete_views: number;
    made: number;
    stored: number;
    open_stored: number;
    dropped: number;
    missing: number;
    duplicates: number;
  };
  telemetry_rollup_latency: {
    span: number;
    t: number;
    via: string;
    page_path: string;
    bucket: number;
    count: number;
  };
  /** telemetry_rollup_latency summed over every page (migration 0096): the panel without a page filter. */
  telemetry_rollup_latency_all: {
    span: number;
    t: number;
    via: string;
    bucket: number;
    count: number;
  };
}
