import type { PageRecordBuilder, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { expandStampedRecord, lastStampSeq, readStamps, type StampedBatch } from '../../shared/telemetry/StampedRecord';
import { createPageId } from '../../shared/telemetry/createPageId';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS } from '../../shared/telemetry/pipelineLimits';
import { SW_MESSAGE_TYPES } from '../../shared/telemetry/serviceWorkerMessages';
import type { TelemetryWorkerMethods } from './connectTelemetryWorker';
import type { WorkerHandOver } from './WorkerHandOver';
import { StampingQueue } from './StampingQueue';
import { readTelemetrySessionId } from './readTelemetrySessionId';
import type { Runtime } from '../runtime/createRuntime';
import { whenLoadedAndIdle } from './whenLoadedAndIdle';
import { sendBeaconSlices } from './sendBeaconSlices';
import { stashUnsent } from './stashUnsent';

/**
 * - buffering: no worker takes records yet (it loads after the page, or failed to start); the queue holds them, bounded.
 * - attached: a worker takes each task's records and acknowledges them once persisted.
 * - frozen: the page is in the back/forward cache; its worker is stopped.
 */
export const BUFFERING = 0;
export const ATTACHED = 1;
export const FROZEN = 2;
export type OutboxState = typeof BUFFERING | typeof ATTACHED | typeof FROZEN;

export interface TelemetryFacade extends TelemetryRecorder {
  /** Records not yet acknowledged as persisted by the worker (tests and the bench read it). */
  unacknowledged(): number;
  onHide(flush: () => void): void;
  setPageBuilder(build: PageRecordBuilder): void;
  /** What the page holds while no worker takes its records, as it would leave the page; once one does, that worker. */
  held(): TelemetryRecord[] | TelemetryWorkerMethods;
  readonly pageId: string;
}

// Loaded after the load event, so it weighs nothing on the first paint: the worker's connection, the
// hand-over, and the stash's resend.
const loadConnection = () => import('./connectTelemetryWorker');

// The page's side of the pipeline: records are stamped into a queue, and leave the page by one of the methods
// below, each named after what the visitor (or the page's worker) did. docs/telemetry.md draws its states.
// The server stores each id once, so a record that leaves by two paths costs a counted duplicate only.
export class PageOutbox implements TelemetryFacade {
  readonly pageId: string;
  readonly record: TelemetryRecorder['record'];
  #state: OutboxState = BUFFERING;
  readonly #win: Window;
  readonly #sessionId: string;
  readonly #queue: StampingQueue;
  // Made with the first worker's connection, whose code it loads with; it outlives each worker, keeping what
  // one did not acknowledge for the next. Until then the queue holds every batch.
  #handOver: WorkerHandOver | undefined;
  #workerRetryMs = 0;
  // On a first visit the service worker is active before it controls any page, and only it can still send
  // what this page's worker persisted once the page is gone.
  #serviceWorkerRegistration: ServiceWorkerRegistration | undefined;
  // Records up to this seq left on an earlier hide (or, while buffering, at an earlier failed worker start):
  // they are not sent again by the same path.
  #hiddenUpToSeq = -1;
  #sentWhileBufferingUpToSeq = -1;
  // Lines the stash let go since the page entered the back/forward cache (at its pagehide, and at any hide or
  // record after it, each with a final count of its own): records it still holds, taken back if it returns.
  #stashOverflowOnFreeze = 0;
  // Callers that hold records of their own (the collectors before they load) flush them at each hide, first.
  readonly #hideHooks: Array<() => void> = [];
  // Records that leave the page as JSON pass through the collectors' builder (the worker never built them).
  #buildOnPage: PageRecordBuilder = (r) => r;
  // A batch's records in full, as they leave the page (a bound function: the connection and the copies call it).
  readonly #readBatch = (batch: StampedBatch): TelemetryRecord[] =>
    readStamps(batch).map((r) =>
      this.#buildOnPage(expandStampedRecord(this.pageId, this.#sessionId, batch.pagePath, r)),
    );

  constructor(win: Window, runtime: Runtime) {
    this.#win = win;
    this.pageId = createPageId(win.crypto);
    this.#sessionId = readTelemetrySessionId(win, this.pageId);
    this.#queue = new StampingQueue(
      win,
      () => this.#state !== ATTACHED,
      // A task's first record: what runs at the task's end. Attached, the task's records go to the worker (at
      // once, or with the next tasks' at the hand-over interval's end); frozen (records made as the page enters
      // the cache), they take the hide path at once; buffering, they wait for a worker or a hide.
      (time) => (this.#state === FROZEN ? () => void this.#sendByHidePath() : () => this.#handOver?.handOverSoon(time)),
    );
    this.record = this.#queue.record;
    void win.navigator.serviceWorker?.ready.then((ready) => (this.#serviceWorkerRegistration = ready));
    // What the visitor does, and the method it runs.
    win.addEventListener('pagehide', (event) => (event.persisted ? this.#pageFrozen() : this.#pageHidden()));
    win.addEventListener('pageshow', (event) => event.persisted && this.#pageRestored());
    win.document.addEventListener(
      'visibilitychange',
      () => win.document.visibilityState === 'hidden' && this.#pageHidden(),
    );
    win.addEventListener('online', () => this.#cameOnline());
    runtime.registerDestroyer(() => this.#handOver?.handOverNow());
    // The page loaded and went idle: what earlier pages stashed is sent, and the worker starts.
    whenLoadedAndIdle(win, () => {
      this.#resendStashed();
      this.#startWorker();
    });
  }

  // ——— The facade, as the collectors and the bench see it ———

  // Own properties, not methods: the collectors copy the facade's fields into an object of their own.
  readonly unacknowledged = (): number => this.#unacknowledgedBatches().reduce((n, b) => n + b.count, 0);

  readonly onHide = (flush: () => void): void => {
    this.#hideHooks.push(flush);
  };

  readonly setPageBuilder = (build: PageRecordBuilder): void => {
    this.#buildOnPage = build;
  };

  // The page's copy of it in localStorage is kept outside the outbox (PageCopies.ts).
  readonly held = (): TelemetryRecord[] | TelemetryWorkerMethods =>
    this.#handOver?.worker || this.#unacknowledgedBatches().flatMap(this.#readBatch);

  // ——— What happened, and how the records leave ———

  /**
   * The visitor hid the page (another tab, the window minimised) or left it (the tab closed, another page
   * loaded): what no worker acknowledged leaves by beacon, the stash and the service worker, since delivery
   * must not wait on a worker once hidden; the worker is told to send what it persisted.
   */
  #pageHidden(): void {
    for (const flush of this.#hideHooks) flush();
    this.#sendByHidePath();
    this.#handOver?.flushWorker();
  }

  /**
   * The page entered the back/forward cache. Its worker stops before the hide path runs: while it holds its
   * writer lock, another context's lock query evicts the page. Then it is hidden, with no worker to flush:
   * the service worker drains instead.
   */
  #pageFrozen(): void {
    this.#state = FROZEN;
    this.#handOver?.detach();
    this.#stashOverflowOnFreeze = 0;
    this.#pageHidden();
  }

  /**
   * Back from the back/forward cache, the page still holds what its worker had not acknowledged: a new worker
   * takes it again, and the next hide sends what is still unacknowledged again.
   */
  #pageRestored(): void {
    if (this.#state !== FROZEN) return;
    this.#hiddenUpToSeq = -1;
    this.#state = BUFFERING;
    this.#startWorker();
    void loadConnection().then(({ settleRestoredStash }) =>
      settleRestoredStash(this.#win, this.record, this.pageId, this.#stashOverflowOnFreeze),
    );
  }

  /** Back online: what the service worker and the worker persisted goes now, not at their next round. */
  #cameOnline(): void {
    this.#serviceWorker()?.postMessage({ type: SW_MESSAGE_TYPES.DRAIN });
    this.#handOver?.flushWorker();
  }

  // Starts a worker, and keeps one running. One that did not start (offline or the server down as the page
  // loaded it, or a deploy dropped its script) is tried again, backing off to BACKOFF_MAX_MS, while the page is open.
  #startWorker(): void {
    loadConnection()
      .then(({ connectTelemetryWorker, WorkerHandOver }) => {
        this.#handOver ??= new WorkerHandOver(this.#queue);
        return connectTelemetryWorker(this.pageId, this.#sessionId, this.#handOver, this.#readBatch, this.#win);
      })
      .then((started) => {
        // Frozen again before it started, or a retry and a restore both started one: this one must not run.
        if (this.#state !== BUFFERING) return started.stop();
        this.#workerRetryMs = 0;
        this.#state = ATTACHED;
        this.#handOver!.attach(started);
      })
      .catch((error: unknown) => this.#workerFailed(error));
  }

  // Until a worker starts, what the page made since the last try also leaves while it stays open: Chromium
  // keeps a failed import() failed for the page's life, and a deploy may have dropped the worker's script.
  #workerFailed(error: unknown): void {
    if (!this.#workerRetryMs) console.warn('Telemetry worker did not start', error);
    if (this.#state !== FROZEN) {
      const unsent = this.#recordsAfter(this.#sentWhileBufferingUpToSeq);
      this.#beaconAndTellServiceWorker(unsent);
      this.#sentWhileBufferingUpToSeq = unsent.at(-1)?.seq ?? this.#sentWhileBufferingUpToSeq;
    }
    this.#workerRetryMs = Math.min(BACKOFF_MAX_MS, 2 * this.#workerRetryMs || BACKOFF_BASE_MS);
    setTimeout(() => this.#state === ATTACHED || this.#startWorker(), this.#workerRetryMs);
  }

  // The hide path: sends what no earlier hide sent.
  #sendByHidePath(): void {
    this.#queue.recordDropped();
    this.#handOver?.handOverNow();
    const frozen = this.#state === FROZEN;
    const unsent = this.#recordsAfter(this.#hiddenUpToSeq);
    const controller = this.#serviceWorker();
    // With no records, the service worker's message asks it to drain (its chunks taken over).
    if (unsent.length === 0) {
      this.#beaconAndTellServiceWorker(unsent, controller);
      return;
    }
    this.#hiddenUpToSeq = unsent.at(-1)!.seq;
    // The stash first: a page evicted from the back/forward cache as it enters it may have its renderer
    // ended in the middle of this handler, and for such a page the stash is the copy that counts (its
    // service-worker message never arrives). A frozen page stashes more for the same reason.
    this.#stashOverflowOnFreeze += stashUnsent(this.#win, unsent, this.pageId, frozen);
    const beaconed = this.#beaconAndTellServiceWorker(unsent, controller);
    // With no worker to take them, the page lets its records go once the beacons carried them all, or its
    // service worker took them.
    if (this.#state !== ATTACHED && (beaconed === unsent.length || (controller && !frozen))) this.#queue.takeHeld();
  }

  // Beacons the records (and returns how many they took), and hands the same records to the service worker,
  // which outlives the page, persists them and drains (src/sw).
  #beaconAndTellServiceWorker(records: TelemetryRecord[], controller = this.#serviceWorker()): number {
    const beaconed = sendBeaconSlices(records, this.#win.navigator);
    controller?.postMessage({ type: SW_MESSAGE_TYPES.PAGE_HIDDEN, records, pageId: this.pageId });
    return beaconed;
  }

  /** What earlier pages stashed (resendStash.ts), loaded only when a stash is there. */
  #resendStashed(): void {
    void loadConnection().then(({ resendStashed }) => resendStashed(this.#win, this.record, this.pageId));
  }

  #serviceWorker(): ServiceWorker | null | undefined {
    return this.#win.navigator.serviceWorker?.controller ?? this.#serviceWorkerRegistration?.active;
  }

  // Every batch the page holds unacknowledged, oldest first.
  #unacknowledgedBatches(): StampedBatch[] {
    return this.#handOver?.unacknowledged() ?? this.#queue.held;
  }

  #recordsAfter(seq: number): TelemetryRecord[] {
    const unsent: TelemetryRecord[] = [];
    for (const batch of this.#unacknowledgedBatches())
      if (lastStampSeq(batch) > seq) for (const r of this.#readBatch(batch)) if (r.seq > seq) unsent.push(r);
    return unsent;
  }
}
