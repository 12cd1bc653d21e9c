import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import { createIntervalGate } from '../../shared/telemetry/createIntervalGate';
import { HANDOVER_INTERVAL_MS } from '../../shared/telemetry/pipelineLimits';
import type { TelemetryWorkerConnection, TelemetryWorkerMethods } from './connectTelemetryWorker';
import type { StampingQueue } from './StampingQueue';

// Hands the queue's batches to the page's worker in one call per hand-over, and keeps each until the worker
// acknowledges it persisted (or, where the device refuses to store it, sent): until then the page's hide path
// carries it. A hand-over leaves at once when the last was HANDOVER_INTERVAL_MS ago or more, else at that
// interval's end: a page making records every frame posts about ten times a second, not sixty.
// One per page, made with its first worker: it outlives each worker, keeping what one did not acknowledge
// for the next (a new one starts after the back/forward cache).
export class WorkerHandOver {
  #connection: TelemetryWorkerConnection | null = null;
  readonly #queue: StampingQueue;
  readonly #awaitingAcknowledgement = new Set<StampedBatch>();
  readonly #handOverAtIntervalEnd = createIntervalGate(
    () => this.handOverNow(),
    HANDOVER_INTERVAL_MS,
    Date.now,
    setTimeout,
  );

  constructor(queue: StampingQueue) {
    this.#queue = queue;
  }

  /** The running worker's methods, or null while none runs. */
  get worker(): TelemetryWorkerMethods | null {
    return this.#connection?.api ?? null;
  }

  /** A worker started: what it had not acknowledged of an earlier one goes to it again, then what is held. */
  attach(connection: TelemetryWorkerConnection): void {
    this.#connection = connection;
    for (const batch of this.#awaitingAcknowledgement) this.#give(connection.api, batch);
    this.handOverNow();
  }

  /** The page enters the back/forward cache: its worker stops at once; what it had not acknowledged stays. */
  detach(): void {
    this.#connection?.stop();
    this.#connection = null;
  }

  /** Asks the worker to send what it persisted now (the page is hidden, or back online). */
  flushWorker(): void {
    void this.worker?.flush().catch(() => undefined);
  }

  /** Hands every held batch to the worker now (nothing without one). */
  handOverNow(): void {
    const worker = this.worker;
    if (!worker) return;
    // What the queue's bound refused goes with the records, as one `queue-full` drop record.
    this.#queue.recordDropped();
    for (const batch of this.#queue.takeHeld()) this.#give(worker, batch);
  }

  /** At the end of a task that began at `taskTime`: now, or at the interval's end with every task's records since. */
  handOverSoon(taskTime: number): void {
    if (this.#connection) this.#handOverAtIntervalEnd(taskTime);
  }

  /** Every batch the page holds unacknowledged, oldest first (a batch handed over is older than any held). */
  unacknowledged(): StampedBatch[] {
    return [...this.#awaitingAcknowledgement, ...this.#queue.held];
  }

  #give(worker: TelemetryWorkerMethods, batch: StampedBatch): void {
    this.#awaitingAcknowledgement.add(batch);
    worker.accept(batch, (persisted) => persisted && this.#awaitingAcknowledgement.delete(batch));
  }
}
