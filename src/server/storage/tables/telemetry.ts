// docs/internals.md "Telemetry records": owned by the telemetry area; the inspector only reads them.
// Timestamps are integer milliseconds; payload is JSON text.
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
    payload: string;
  };
  telemetry_batches: {
    id: string;
    received_at: number;
    endpoint: string;
    record_count: number;
    stored_count: number;
    duplicate_count: number;
    rejected_count: number;
    bytes: number;
  };
  telemetry_rejections: {
    batch_id: string;
    record_id: string;
    kind: string | null;
    reason: string;
    received_at: number;
  };
}
