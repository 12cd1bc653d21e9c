// The envelope as the main thread builds it: a plain type, so the facade needs no zod
// (TelemetryEnvelope.ts is the schema the worker and the server check it against).
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
