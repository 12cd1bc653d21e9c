import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import { createIntervalGate } from '../../shared/telemetry/createIntervalGate';
import { HANDOVER_INTERVAL_MS } from '../../shared/telemetry/pipelineLimits';
import type { TelemetryWorkerMethods } from './connectTelemetryWorker';
import type { StampingQueue } from './createStampingQueue';

export interface HandOver {
  readonly worker: TelemetryWorkerMethods | null;
  /** A worker started: what it had not acknowledged of an earlier one goes to it again, then what is held. */
  attach(worker: TelemetryWorkerMethods): void;
  detach(): void;
  /** Hands every held batch to the worker now (nothing without one). */
  handOverNow(): void;
  /** At the end of a task that began at `taskTime`: now, or at the interval's end with every task's records since. */
  handOverSoon(taskTime: number): void;
  /** Every batch the page holds unacknowledged, oldest first (a batch handed over is older than any held). */
  unacknowledged(): StampedBatch[];
}

// Hands the queue's batches to the worker in one Comlink call per hand-over, and keeps each until the worker
// acknowledges it persisted (or, where the device refuses to store it, sent): until then the hide path
// carries it. A hand-over leaves at once when the last was HANDOVER_INTERVAL_MS ago or more, else at that
// interval's end: a page making records every frame posts about ten times a second, not sixty.
export function createHandOver(win: Window, queue: StampingQueue, beforeHandOver: () => void): HandOver {
  let worker: TelemetryWorkerMethods | null = null;
  const awaitingAcknowledgement = new Set<StampedBatch>();
  const give = (to: TelemetryWorkerMethods, batch: StampedBatch) => {
    awaitingAcknowledgement.add(batch);
    to.accept(batch, (persisted) => persisted && awaitingAcknowledgement.delete(batch));
  };
  const handOverNow = () => {
    if (!worker) return;
    beforeHandOver();
    for (const batch of queue.takeHeld()) give(worker, batch);
  };
  const gate = createIntervalGate(handOverNow, HANDOVER_INTERVAL_MS, Date.now, setTimeout);
  // Back online, what the worker persisted goes now, not at its next round.
  win.addEventListener('online', () => void worker?.flush().catch(() => undefined));
  return {
    get worker() {
      return worker;
    },
    attach(started) {
      worker = started;
      for (const batch of awaitingAcknowledgement) give(started, batch);
      handOverNow();
    },
    detach: () => void (worker = null),
    handOverNow,
    handOverSoon: (taskTime) => worker && gate(taskTime),
    unacknowledged: () => [...awaitingAcknowledgement, ...queue.held],
  };
}
