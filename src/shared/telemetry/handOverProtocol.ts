import type { StampedBatch } from './StampedRecord';

// The hot path between the facade and its worker, a protocol of our own beside Comlink: the hand-over runs
// in every task that makes a record, and Comlink's wrap() makes per call a proxy trap, argument mapping, a
// Promise and a random id (docs/telemetry.md, "The worker protocol"). The worker's other methods go through
// Comlink's wrap() and expose(), which ignore these messages (they carry no Comlink type).

export const HAND_OVER_TYPE = 'site-telemetry:hand-over';
export const HAND_OVER_REPLIES_TYPE = 'site-telemetry:hand-over-replies';

/** Page to worker: TelemetryWorkerApi.accept(batch), numbered by the page. */
export interface HandOverMessage {
  type: typeof HAND_OVER_TYPE;
  id: number;
  batch: StampedBatch;
}

/** Worker to page: the hand-overs settled since the last message; ok once persisted (or sent, where storage refuses). */
export interface HandOverReplies {
  type: typeof HAND_OVER_REPLIES_TYPE;
  replies: Array<{ id: number; ok: boolean }>;
}

const isOfType = (data: unknown, type: string): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

export function isHandOverMessage(data: unknown): data is HandOverMessage {
  return isOfType(data, HAND_OVER_TYPE) && typeof (data as HandOverMessage).id === 'number';
}

export function isHandOverReplies(data: unknown): data is HandOverReplies {
  return isOfType(data, HAND_OVER_REPLIES_TYPE) && Array.isArray((data as HandOverReplies).replies);
}
