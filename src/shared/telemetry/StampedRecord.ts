import type { TelemetryRecord } from './TelemetryRecord';

// What the facade stamps on the main thread: the sequence number and time, beside the caller's kind, type
// and payload. The page id, session id and path are the same for a whole hand-over, so they cross to the
// worker once per call (StampedBatch), not once per record: half the structured-clone cost per record.
export interface StampedRecord {
  seq: number;
  time: number;
  kind: string;
  type: string | undefined;
  payload: Record<string, unknown>;
}

export interface StampedBatch {
  pagePath: string;
  records: StampedRecord[];
}

/** The full envelope of a stamped record; its id is the page id plus the sequence number (createRecordId). */
export function expandStampedRecord(pageId: string, sessionId: string, pagePath: string, stamped: StampedRecord): TelemetryRecord {
  const record: TelemetryRecord = { id: pageId + '.' + stamped.seq, kind: stamped.kind, sessionId, seq: stamped.seq, time: stamped.time, pagePath, payload: stamped.payload };
  if (stamped.type !== undefined) record.type = stamped.type;
  return record;
}
