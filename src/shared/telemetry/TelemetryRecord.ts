// The envelope as a plain type, so the facade needs no zod (TelemetryEnvelope.ts is its schema).
export interface TelemetryRecord {
  id: string;
  kind: string;
  type?: string;
  sessionId: string;
  seq: number;
  time: number;
  pagePath: string;
  payload: Record<string, unknown>;
}
