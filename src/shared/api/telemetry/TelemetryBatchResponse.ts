// The answer to POST /api/telemetry/batch once everything valid is stored.
export interface TelemetryBatchResponse {
  stored: number;
  duplicates: number;
  rejected: Array<{ id: string; reason: string }>;
}
