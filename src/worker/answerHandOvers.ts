import { createIntervalGate } from '../shared/telemetry/createIntervalGate';
import { HAND_OVER_REPLIES_TYPE, isHandOverMessage, type HandOverReplies } from '../shared/telemetry/handOverProtocol';
import type { TelemetryWorkerApi } from '../shared/telemetry/TelemetryWorkerApi';

interface HandOverEndpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: HandOverReplies): void;
}

// The worker's side of the hand-over protocol (handOverProtocol.ts): each hand-over goes to `accept`, and
// the replies leave at most one message every `intervalMs`, the first after a quiet spell at once, those
// that came meanwhile together. Each message from the worker costs the page's main thread a task, and a
// reply only tells the page its records are persisted: a late one costs nothing else.
export function answerHandOvers(
  endpoint: HandOverEndpoint,
  accept: TelemetryWorkerApi['accept'],
  {
    intervalMs,
    now,
    setTimer,
  }: { intervalMs: number; now: () => number; setTimer: (run: () => void, ms: number) => unknown },
): void {
  let settled: HandOverReplies['replies'] = [];
  const sendReplies = createIntervalGate(
    () => {
      endpoint.postMessage({ type: HAND_OVER_REPLIES_TYPE, replies: settled });
      settled = [];
    },
    intervalMs,
    now,
    setTimer,
  );
  const reply = (id: number, ok: boolean) => {
    settled.push({ id, ok });
    sendReplies();
  };
  endpoint.addEventListener('message', ({ data }) => {
    if (!isHandOverMessage(data)) return;
    accept(data.batch).then(
      () => reply(data.id, true),
      () => reply(data.id, false),
    );
  });
}
