// The answer to POST /api/telemetry/batch: 200 once everything valid is stored. `duplicates` were already
// stored (a resend); `rejected` records failed validation and will never be stored.
export interface TelemetryBatchResponse {
  stored: number;
  duplicates: number;
  rejected: Array<{ id: string; reason: string }>;
}
