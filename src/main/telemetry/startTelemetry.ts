import type { PageRecordBuilder, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { expandStampedRecord, readStamps, type StampedBatch } from '../../shared/telemetry/StampedRecord';
import { createPageId } from '../../shared/telemetry/createPageId';
import type { Runtime } from '../runtime/createRuntime';
import type { TelemetryWorkerMethods } from './connectTelemetryWorker';
import type { HandOver } from './createHandOver';
import { createHidePath } from './createHidePath';
import { createStampingQueue } from './createStampingQueue';
import { createWorkerLifecycle } from './createWorkerLifecycle';
import { readTelemetrySessionId } from './readTelemetrySessionId';
import { forgetStashOverflow } from './stashUnsent';
import { whenLoadedAndIdle } from './whenLoadedAndIdle';

export interface TelemetryFacade extends TelemetryRecorder {
  /** Records not yet acknowledged as persisted by the worker (tests and the bench read it). */
  unacknowledged(): number;
  onHide(flush: () => void): void;
  setPageBuilder(build: PageRecordBuilder): void;
  /** What the page holds while no worker takes its records, as it would leave the page; once one does, that worker. */
  held(): TelemetryRecord[] | TelemetryWorkerMethods;
  readonly pageId: string;
}

// The main-thread facade: stamp, queue in memory, hand each task's records to the worker in one call; the
// worker starts after load, and records made before are held. This function only wires its parts.
export function startTelemetry({ runtime, win = window }: { runtime: Runtime; win?: Window }): TelemetryFacade {
  const pageId = createPageId((a) => win.crypto.getRandomValues(a));
  const sessionId = readTelemetrySessionId(win, pageId);
  const queue = createStampingQueue(
    win,
    () => !handOver?.worker,
    (time) => (lifecycle.frozen ? sendUnacknowledged : () => handOver?.handOverSoon(time)),
  );
  const record = queue.record;
  const reportDropped = queue.recordDropped;
  // Made with the first worker (its code loads with the worker's connection); until then, the queue holds all.
  let handOver: HandOver | null = null;
  const unacknowledged = () => handOver?.unacknowledged() ?? queue.held;

  // A batch's records in full, as they leave the page: built here, since the worker never built them.
  let buildOnPage: PageRecordBuilder = (r) => r;
  const readBatch = (batch: StampedBatch): TelemetryRecord[] =>
    readStamps(batch).map((r) => buildOnPage(expandStampedRecord(pageId, sessionId, batch.pagePath, r)));
  const hidePath = createHidePath(win, pageId, unacknowledged, readBatch, () => handOver?.worker || queue.takeHeld());
  const sendUnacknowledged = () => {
    reportDropped();
    handOver?.handOverNow();
    return hidePath.sendUnacknowledged(lifecycle.frozen);
  };

  // Loaded after the load event: the worker's connection, the hand-over and the stash's resend.
  const loadConnection = () => import('./connectTelemetryWorker');
  const lifecycle = createWorkerLifecycle(
    () =>
      loadConnection().then(({ connectTelemetryWorker, createHandOver }) => {
        handOver ??= createHandOver(win, queue, reportDropped);
        return connectTelemetryWorker(
          { pageId, sessionId, pagePath: win.location.pathname },
          unacknowledged,
          readBatch,
          win,
        );
      }),
    (connection) => handOver?.attach(connection.api),
    // Until one starts, what the page makes also leaves while it stays open, at each failed try: Chromium
    // keeps a failed import() failed for the page's life, and a deploy may have dropped the worker's script.
    hidePath.sendWhileOpen,
  );

  // Callers that hold records of their own (the collectors before they load) flush them first.
  const hideHooks: Array<() => void> = [];
  // A frozen page has no worker to flush (its pagehide listener stops it first).
  const onHide = () => {
    for (const flush of hideHooks) flush();
    const overflow = sendUnacknowledged();
    void handOver?.worker?.flush().catch(() => undefined);
    return overflow;
  };
  // Entering the back/forward cache, the worker stops before the hide path runs: while it holds its writer
  // lock, another context's lock query evicts the page. No flush: the service worker drains instead. The
  // lines the stash let go then are records the page still holds, taken back if it comes back.
  let overflowOnFreeze = 0;
  win.addEventListener('pagehide', (event) => {
    if (!event.persisted) onHide();
    else {
      lifecycle.freeze();
      handOver?.detach();
      overflowOnFreeze = onHide();
    }
  });
  // Back from the cache, the page still holds what its worker had not acknowledged: the new worker takes it
  // again (the server stores each id once), and the next hide sends what is still unacknowledged again.
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted || !lifecycle.frozen) return;
    hidePath.forgetSent();
    forgetStashOverflow(win, overflowOnFreeze);
    lifecycle.thaw();
    // The page that was left may write its stash as this one comes back, from another process: a moment later.
    setTimeout(resendStashed, 1000);
  });
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && onHide());
  runtime.registerDestroyer(() => handOver?.handOverNow());

  // What earlier pages stashed, or this one entering the back/forward cache: its service-worker message is lost.
  const resendStashed = () => void loadConnection().then(({ resendStashed }) => resendStashed(win, record, pageId));

  whenLoadedAndIdle(win, () => {
    resendStashed();
    lifecycle.start();
  });

  return {
    record,
    unacknowledged: () => unacknowledged().reduce((n, b) => n + b.count, 0),
    onHide: (flush) => void hideHooks.push(flush),
    setPageBuilder: (build) => void (buildOnPage = build),
    // The page's copy of it in localStorage is kept outside the facade (keepPageCopies.ts).
    held: () => handOver?.worker || unacknowledged().flatMap(readBatch),
    pageId,
  };
}
