import { createStampedBatch, pushStamp, stampTaskTime, type StampedBatch } from '../../shared/telemetry/StampedRecord';
import { MAX_HELD_RECORDS } from '../../shared/telemetry/pipelineLimits';

// Stamps records (sequence number, the task's time, the page path) into batches, one batch per page path
// (a path changes only between tasks). `onTaskStart` runs at a task's first record, with the time read for
// it, and returns what runs at the task's end (a microtask). While `bounded()` (no worker takes records), at
// most MAX_HELD_RECORDS are held, counted from the oldest held one (held batches are consecutive; a dropped
// record takes no seq). A `drop` record and the page view's final count (`delivery`) pass the bound: each says
// what became of the others, and a page's final count dropped would leave its page view open for good.
export class StampingQueue {
  /** The batches not yet handed over, oldest first (one array for the page's life). */
  readonly held: StampedBatch[] = [];
  // The page's location: one object for the page's life, whatever its path.
  readonly #location: Location;
  readonly #bounded: () => boolean;
  readonly #onTaskStart: (time: number) => () => void;
  // Reading location.pathname cost a one-record task about a sixth of its main-thread time, so where the
  // Navigation API tells of every change of the current entry (pushState, replaceState, back and forward,
  // fragments) the path is read only then; elsewhere once per task. An empty #knownPath is read again.
  readonly #navigation: EventTarget | undefined;
  #knownPath = '';
  #nextSeq = 0;
  // The batch the current task's records go to; none between tasks.
  #taskBatch: StampedBatch | undefined;
  // Records the bound refused since the last recordDropped().
  #dropped = 0;

  constructor(win: Window, bounded: () => boolean, onTaskStart: (time: number) => () => void) {
    this.#location = win.location;
    this.#bounded = bounded;
    this.#onTaskStart = onTaskStart;
    this.#navigation = (win as { navigation?: EventTarget }).navigation;
    this.#navigation?.addEventListener('currententrychange', () => (this.#knownPath = ''));
  }

  /** The facade's `record`: an own property, so the outbox hands it on as it is. */
  readonly record = (kind: string, payload: Record<string, unknown>, type?: string): void => {
    if (
      kind !== 'drop' &&
      kind !== 'delivery' &&
      this.#bounded() &&
      this.#nextSeq - (this.held[0]?.firstSeq ?? this.#nextSeq) >= MAX_HELD_RECORDS
    ) {
      this.#dropped++;
      return;
    }
    pushStamp((this.#taskBatch ??= this.#openTaskBatch()), kind, type, payload);
    this.#nextSeq++;
  };

  /** Gives the held batches away (to the worker, or to the hide path) and ends the task's batch. */
  takeHeld(): StampedBatch[] {
    this.#endTask();
    return this.held.splice(0);
  }

  /** Records the bound refused since the last call leave as one `queue-full` drop record, with the next records. */
  recordDropped(): void {
    if (this.#dropped) this.record('drop', { reason: 'queue-full', count: this.#dropped });
    this.#dropped = 0;
  }

  #endTask(): void {
    this.#taskBatch = undefined;
    if (!this.#navigation) this.#knownPath = '';
  }

  // A method of its own, so that record, which runs for every record, keeps its optimised code when a task
  // starts. Only the last held batch is extended: a batch's records are consecutive (its seq is implied).
  #openTaskBatch(): StampedBatch {
    const pagePath = (this.#knownPath ||= this.#location.pathname);
    const last = this.held.at(-1);
    const batch = last?.pagePath === pagePath ? last : createStampedBatch(pagePath, this.#nextSeq);
    if (batch !== last) this.held.push(batch);
    const time = Date.now();
    stampTaskTime(batch, time);
    const onTaskEnd = this.#onTaskStart(time);
    queueMicrotask(() => {
      this.#endTask();
      onTaskEnd();
    });
    return batch;
  }
}
