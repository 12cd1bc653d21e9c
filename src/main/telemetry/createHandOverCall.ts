import { HAND_OVER_TYPE, isHandOverReplies, type HandOverMessage } from '../../shared/telemetry/handOverProtocol';
import type { StampedBatch } from '../../shared/telemetry/StampedRecord';

interface HandOverCallEndpoint {
  postMessage(message: HandOverMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Hands a batch to the worker; `done` gets true once it is persisted, false if the worker could not take it. */
type HandOverCall = (batch: StampedBatch, done: (ok: boolean) => void) => void;

// The page's side of the hand-over protocol (handOverProtocol.ts): one message per hand-over, the worker's
// replies matched by number.
export function createHandOverCall(endpoint: HandOverCallEndpoint): HandOverCall {
  const waiting = new Map<number, (ok: boolean) => void>();
  let lastId = 0;
  endpoint.addEventListener('message', ({ data }) => {
    if (!isHandOverReplies(data)) return;
    for (const { id, ok } of data.replies) {
      waiting.get(id)?.(ok);
      waiting.delete(id);
    }
  });
  return (batch, done) => {
    const id = ++lastId;
    waiting.set(id, done);
    endpoint.postMessage({ type: HAND_OVER_TYPE, id, batch });
  };
}
