import type { PageRecordBuilder, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import {
  countStamps,
  createStampedBatch,
  expandStampedRecord,
  lastStampSeq,
  pushStamp,
  readStamps,
  stampTaskTime,
  type StampedBatch,
} from '../../shared/telemetry/StampedRecord';
import { createIntervalGate } from '../../shared/telemetry/createIntervalGate';
import { createPageId } from '../../shared/telemetry/createPageId';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  HANDOVER_INTERVAL_MS,
  MAX_BEACON_BYTES,
  MAX_HELD_RECORDS,
} from '../../shared/telemetry/pipelineLimits';
import { SW_MESSAGE_TYPES } from '../../shared/telemetry/serviceWorkerMessages';
import { TELEMETRY_BATCH_PATH } from '../../shared/telemetry/telemetryPaths';
import type { Runtime } from '../runtime/createRuntime';
import type { TelemetryWorkerConnection, TelemetryWorkerMethods } from './connectTelemetryWorker';
import { readTelemetrySessionId } from './readTelemetrySessionId';
import { sendBeaconSlices } from './sendBeaconSlices';
import { forgetStashOverflow, hasStash, stashUnsent } from './stashUnsent';
import { whenLoadedAndIdle } from './whenLoadedAndIdle';

export interface TelemetryFacade extends TelemetryRecorder {
  readonly pageId: string;
  /** Records not yet acknowledged as persisted by the worker (tests and the bench read it). */
  unacknowledged(): number;
  onHide(flush: () => void): void;
  setPageBuilder(build: PageRecordBuilder): void;
}

// The main-thread facade (issue 3): stamp, queue in memory, hand each task's records to the worker in one
// Comlink call. No zod, no serialising; the worker starts after load, and records made before are held.
export function startTelemetry({ runtime, win = window }: { runtime: Runtime; win?: Window }): TelemetryFacade {
  const pageId = createPageId((a) => win.crypto.getRandomValues(a));
  const sessionId = readTelemetrySessionId(win, pageId);
  let seq = 0;
  // Not yet handed over, one batch per page path (a path changes only between tasks).
  let held: StampedBatch[] = [];
  let current: StampedBatch | null = null;
  // Handed to the worker and not yet acknowledged as persisted (or, where the device refuses to store
  // them, as sent): these leave by beacon on page hide.
  const inFlight = new Set<StampedBatch>();
  // Every batch the page holds unacknowledged, oldest first (a batch handed over is older than any held).
  const pending = () => [...inFlight, ...held];
  let worker: TelemetryWorkerMethods | null = null;
  let connection: TelemetryWorkerConnection | null = null;
  // Between a pagehide into the back/forward cache and the pageshow that restores the page.
  let pageFrozen = false;
  // Records up to this seq already left on an earlier hide; a later hide does not send them again.
  let hiddenUpTo = -1;
  // Callers that hold records of their own (the collectors before they load) flush them here first.
  const hideHooks: Array<() => void> = [];
  // The service worker to tell on hide. On a first visit it is active before it controls any page, and
  // only it can still send what this page's worker persisted once the page is gone.
  let registration: ServiceWorkerRegistration | null = null;
  const serviceWorker = () => win.navigator.serviceWorker?.controller ?? registration?.active;
  // The path every task's records carry. Reading location.pathname cost a one-record task about a sixth of
  // its main-thread time, so where the Navigation API tells of every change of the current entry (pushState,
  // replaceState, back and forward, fragments) the path is read only then; elsewhere once per task.
  // An empty knownPath is read again (a pathname never is empty): without that API, at every task's end.
  const navigation = (win as { navigation?: EventTarget }).navigation;
  let knownPath = '';
  navigation?.addEventListener('currententrychange', () => (knownPath = ''));

  // While no worker takes them, the page holds at most MAX_HELD_RECORDS records made since it last gave its
  // records away (to the worker, or to the hide path), counted from its oldest held one (held batches are
  // consecutive, and a dropped record takes no seq); beyond that, new ones are dropped and counted, and the
  // count leaves as a `queue-full` drop record with the next records that leave.
  let dropped = 0;
  const reportDropped = () => {
    if (dropped) record('drop', { reason: 'queue-full', count: dropped });
    dropped = 0;
  };

  // Not persisted: left in inFlight, the next page hide sends them.
  const give = (to: TelemetryWorkerMethods, batch: StampedBatch) => {
    inFlight.add(batch);
    to.accept(batch, (persisted) => persisted && inFlight.delete(batch));
  };
  const handOver = () => {
    if (worker) reportDropped();
    current = null;
    if (!navigation) knownPath = '';
    if (!worker) return;
    for (const batch of held) give(worker, batch);
    held = [];
  };

  // A task's records go to the worker at its end when the last hand-over was HANDOVER_INTERVAL_MS ago or
  // more (a burst, or records after a quiet spell, leave at once); otherwise at that interval's end, with
  // every task's records since, in one message. So a page making records every frame posts about ten times
  // a second, not sixty.
  let taskTime = 0;
  const handOverSoon = createIntervalGate(handOver, HANDOVER_INTERVAL_MS, Date.now, setTimeout);
  const endTask = () => {
    current = null;
    if (!navigation) knownPath = '';
    if (worker) handOverSoon(taskTime);
  };

  // The first record of a task: read the path and the clock once, end the task in a microtask. A batch's
  // records are consecutive (its seq is implied), so only the last held batch is extended. A function of its
  // own, so that record, which runs for every record, keeps its optimised code when a task starts.
  const openTaskBatch = (): StampedBatch => {
    const pagePath = (knownPath ||= win.location.pathname);
    const last = held[held.length - 1];
    const batch = last !== undefined && last.pagePath === pagePath ? last : createStampedBatch(pagePath, seq);
    if (batch !== last) held.push(batch);
    stampTaskTime(batch, (taskTime = Date.now()));
    queueMicrotask(pageFrozen ? sendUnacknowledged : endTask);
    return batch;
  };

  const record = (kind: string, payload: Record<string, unknown>, type?: string) => {
    if (!worker && seq - (held[0]?.firstSeq ?? seq) >= MAX_HELD_RECORDS && kind !== 'drop') return void dropped++;
    pushStamp(current ?? (current = openTaskBatch()), kind, type, payload);
    seq++;
  };

  // Delivery must not wait on the worker once hidden: beacon from here, and hand the same records to the
  // service worker, which outlives the page, persists them and drains (src/sw). Returns how many lines the
  // stash let go. A page entering the back/forward cache (frozen) stashes more: its service-worker message
  // never arrives.
  const sendUnacknowledged = (): number => {
    reportDropped();
    const unsent = recordsAfter(hiddenUpTo);
    handOver();
    const controller = serviceWorker();
    // Nothing new: the service worker's message, with no records, asks it to drain (its chunks taken over).
    if (unsent.length === 0) return (void beaconAndTell(unsent, controller), 0);
    hiddenUpTo = unsent.at(-1)!.seq;
    // The stash first: a page evicted from the back/forward cache as it enters it may have its renderer
    // ended in the middle of this handler, and for such a page the stash is the copy that counts (its
    // service-worker message never arrives; chaos seed 229 lost a page's 532 records after its beacons).
    const overflow = stashUnsent(win, unsent, pageId, pageFrozen);
    const beaconed = beaconAndTell(unsent, controller);
    // With no worker to take them, the page lets its records go once the beacons carried them all, or its
    // service worker took them (not as the page enters the back/forward cache: that message never arrives).
    if (!worker && (beaconed === unsent.length || (controller && !pageFrozen))) held = [];
    return overflow;
  };
  // A batch's records in full, as they leave the page: built here, since the worker never built them.
  // Warnings are the worker's to show: the page is leaving, or the records went to the worker too.
  let buildOnPage: PageRecordBuilder = (r) => r;
  const readBatch = (batch: StampedBatch): TelemetryRecord[] =>
    readStamps(batch).map((r) => buildOnPage(expandStampedRecord(pageId, sessionId, batch.pagePath, r), () => 0));
  // The unacknowledged records after seq `from`, in full, oldest first (batches handed over, then held ones).
  const recordsAfter = (from: number): TelemetryRecord[] => {
    const unsent: TelemetryRecord[] = [];
    for (const batch of pending())
      if (lastStampSeq(batch) > from) for (const r of readBatch(batch)) if (r.seq > from) unsent.push(r);
    return unsent;
  };
  // By beacon, and to the service worker, which persists and drains them; returns how many the beacons took.
  const beaconAndTell = (records: TelemetryRecord[], controller = serviceWorker()) => {
    const beaconed = sendBeaconSlices(records, TELEMETRY_BATCH_PATH, MAX_BEACON_BYTES, (url, body) =>
      win.navigator.sendBeacon(url, body),
    );
    controller?.postMessage({ type: SW_MESSAGE_TYPES.PAGE_HIDDEN, records, pageId });
    return beaconed;
  };
  // While no worker starts, what the page holds also leaves while it stays open, once, at each failed try
  // (below): by beacon and through the service worker (with nothing new, the message asks it to drain). The
  // page keeps holding it for its hide path (and its held copy), since nothing tells it that a beacon
  // arrived; the server stores each id once. Serialising on the main thread is the hide path's exception,
  // taken here too: there is no worker to do it.
  let sentOpenUpTo = -1;
  const sendWhileOpen = () => {
    const unsent = recordsAfter(sentOpenUpTo);
    beaconAndTell(unsent);
    sentOpenUpTo = unsent.at(-1)?.seq ?? sentOpenUpTo;
  };
  // A frozen page has no worker to flush (onPageHide stops it first).
  const onHide = () => {
    for (const flush of hideHooks) flush();
    const overflow = sendUnacknowledged();
    void worker?.flush().catch(() => undefined);
    return overflow;
  };

  // Entering the back/forward cache: Chromium evicts a cached page that runs JavaScript, and the worker's
  // replies would make it run some. So the worker stops here, and a new one starts when the page comes
  // back. It stops first, before onHide hands everything it had not acknowledged to the stash, the beacon
  // and the service worker (its persisted chunks the service worker sends): until the browser has ended it,
  // the worker holds its writer lock, and a lock query from another context meanwhile evicts the page
  // (CI saw `PageSupportNeeded:WebLocksContention`). Records made after this (other pagehide listeners)
  // leave the same way at the end of their task, since no worker would take them. No flush: the worker
  // must not start a round it cannot finish; the service worker drains instead.
  // Lines the stash let go as the page entered the cache: records it still holds (onPageShow).
  let overflowOnFreeze = 0;
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) return void onHide();
    pageFrozen = true;
    connection?.stop();
    connection = null;
    worker = null;
    overflowOnFreeze = onHide();
  };
  // Back from the cache, the page still holds what its worker had not acknowledged: the new worker takes it
  // again (the server stores each id once). Offline with storage refused, the beacons failed, the service
  // worker never got the page's message, and the stash kept only its newest 512 KB; that worker's memory
  // was the only other copy (chaos seed 703 lost 310-516 records so). The stash's count of lines let go is
  // taken back, since they are here, and the next hide sends what is still unacknowledged again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !pageFrozen) return;
    pageFrozen = false;
    hiddenUpTo = -1;
    forgetStashOverflow(win, overflowOnFreeze);
    startWorker();
    // The page that was left may write its stash as this one comes back, from another process: a moment later.
    setTimeout(resendStashed, 1000);
  };
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && onHide());
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('online', () => {
    serviceWorker()?.postMessage({ type: SW_MESSAGE_TYPES.DRAIN });
    void worker?.flush().catch(() => undefined);
  });
  runtime.registerDestroyer(handOver);

  // A worker that did not start (offline or the server down as the page loaded it, or a deploy dropped its
  // script) is tried again, 1 s doubling to 60 s. Each failed try sends what the page made since the last
  // by beacon and through the service worker (sendWhileOpen), so a page that stays open delivers without a
  // worker too: Chromium keeps a failed import() failed for the page's life, and a deploy may have dropped
  // the worker's script. Before, such a page held its records until hidden (chaos seed 313 kept 209 records
  // in an open tab). Once one starts, a later failure warns and backs off anew.
  let retryMs = 0;
  const startWorker = () => {
    void import('./connectTelemetryWorker')
      .then(({ connectTelemetryWorker }) =>
        connectTelemetryWorker({ pageId, sessionId, pagePath: win.location.pathname }, pending, readBatch, win),
      )
      .then((started) => {
        // Frozen again before it started, or a retry and pageshow both started one: this one must not run.
        if (pageFrozen || connection) return started.stop();
        connection = started;
        worker = started.api;
        retryMs = 0;
        for (const batch of inFlight) give(started.api, batch);
        handOver();
      })
      .catch((error: unknown) => {
        if (!retryMs) console.warn('Telemetry worker did not start', error);
        if (!pageFrozen) sendWhileOpen();
        setTimeout(
          () => connection || startWorker(),
          (retryMs = Math.min(BACKOFF_MAX_MS, 2 * retryMs || BACKOFF_BASE_MS)),
        );
      });
  };

  // What an earlier page stashed on hide. Also when this page comes back from the back/forward cache: the
  // service worker never gets the message a page sends as it enters the cache (measured in Chromium), so
  // what the beacons could not carry then is only in the stash.
  const resendStashed = () => {
    if (!hasStash(win)) return;
    void import('./resendStash')
      .then(({ resendStashAndReport }) => resendStashAndReport(win.localStorage, record, pageId))
      .catch((error: unknown) => console.warn('Stashed telemetry not sent yet; kept for the next page', error));
  };

  whenLoadedAndIdle(win, () => {
    void win.navigator.serviceWorker?.ready.then((ready) => (registration = ready));
    resendStashed();
    startWorker();
  });

  return {
    pageId,
    record,
    unacknowledged: () => pending().reduce((n, b) => n + countStamps(b), 0),
    onHide: (flush) => void hideHooks.push(flush),
    setPageBuilder: (build) => void (buildOnPage = build),
  };
}
