import { releaseProxy, wrap, type Remote } from 'comlink';
import type { TelemetryWorkerApi, TelemetryWorkerIdentity } from '../../shared/telemetry/TelemetryWorkerApi';
import { createStampedBatch, pushStamp, stampTaskTime, type StampedBatch } from '../../shared/telemetry/StampedRecord';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { isWorkerNotice } from '../../shared/telemetry/workerNotices';
import { createHandOverCall } from './createHandOverCall';
import { HeldCopy } from './HeldCopy';
import { forgetStashOverflow, hasStash } from './stashUnsent';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';

// The hand-over is needed only once a worker runs, so its code loads with the connection.
export { WorkerHandOver } from './WorkerHandOver';
import type { WorkerHandOver } from './WorkerHandOver';

/** Sends what earlier pages stashed (resendStash.ts), loaded only when a stash is there. */
export function resendStashed(win: Window, record: TelemetryRecorder['record'], pageId: string): void {
  if (!hasStash(win)) return;
  import('./resendStash')
    .then(({ resendStashAndReport }) => resendStashAndReport(win.localStorage, record, pageId))
    .catch((error: unknown) => console.warn('Stashed telemetry not sent yet; kept for the next page', error));
}

// Coming back from the back/forward cache, the page that was left may still be writing its stash, from another
// process: what earlier pages stashed is sent a moment later rather than at once.
const RESTORED_STASH_WAIT_MS = 1000;

/**
 * The page is back from the back/forward cache: the lines its stash let go as it entered (`overflowOnFreeze`)
 * are records it still holds, no longer counted as let go; what this page stashed then is among what is
 * resent, since its service-worker message was lost.
 */
export function settleRestoredStash(
  win: Window,
  record: TelemetryRecorder['record'],
  pageId: string,
  overflowOnFreeze: number,
): void {
  forgetStashOverflow(win, overflowOnFreeze);
  setTimeout(() => resendStashed(win, record, pageId), RESTORED_STASH_WAIT_MS);
}

export type TelemetryWorkerMethods = Pick<Remote<TelemetryWorkerApi>, 'start' | 'flush' | 'stats'> & {
  /** TelemetryWorkerApi.accept by the hand-over protocol (createHandOverCall): done(true) once persisted (or sent, where IndexedDB refuses to write). */
  accept(batch: StampedBatch, done: (persisted: boolean) => void): void;
};

export interface TelemetryWorkerConnection {
  api: TelemetryWorkerMethods;
  /** Stops the worker at once (the page is entering the back/forward cache). */
  stop(): void;
}

// One per page, whichever worker it has (a new one starts after the back/forward cache, or after a failed start).
let heldCopy: HeldCopy | null = null;

// Loaded with import() after the load event, so neither Comlink nor the worker weighs on the first paint.
// The worker is told the page's identity and path as it starts. What `handOver` holds unacknowledged is
// copied while in memory only (HeldCopy.ts);
// `readBatch` gives a batch's records as they would leave the page.
export async function connectTelemetryWorker(
  pageId: string,
  sessionId: string,
  handOver: WorkerHandOver,
  readBatch: (batch: StampedBatch) => TelemetryRecord[],
  win: Window = window,
): Promise<TelemetryWorkerConnection> {
  const identity: TelemetryWorkerIdentity = { pageId, sessionId, pagePath: win.location.pathname };
  const copy = (heldCopy ??= new HeldCopy(win, pageId, () => handOver.unacknowledged(), readBatch));
  const worker = new Worker(new URL('../../worker/index.ts', import.meta.url), {
    type: 'module',
    name: 'site-telemetry',
  });
  // IndexedDB refused to write (the worker says so once): every hand-over and reply changes the copy.
  let inMemoryOnly = false;
  // Spec media-and-reporting §8 warnings the worker decides on are shown in the page's console.
  worker.addEventListener('message', ({ data }) => {
    if (!isWorkerNotice(data)) return;
    for (const text of data.texts) console.warn(text);
    if (!data.storageFailed) return;
    inMemoryOnly = true;
    copy.update();
  });
  const remote = wrap<TelemetryWorkerApi>(worker);
  const callAccept = createHandOverCall(worker);
  // A copy an earlier worker's failed start left is brought up to date as replies come, until it is empty.
  const accept: TelemetryWorkerMethods['accept'] = (batch, done) => {
    if (inMemoryOnly) copy.update();
    const onReply = (ok: boolean) => {
      done(ok);
      if (inMemoryOnly || copy.written) copy.update();
    };
    try {
      callAccept(batch, onReply);
    } catch (error) {
      // A value structured clone cannot copy (a function in an owner's track() data): the batch goes again
      // built as JSON would leave it; if that fails too, it stays unacknowledged for the hide path.
      console.warn('Telemetry records could not be handed to the worker', error);
      callAccept(restampRecords(batch, readBatch(batch)), onReply);
    }
  };
  // Comlink makes a new proxy each time a method is read, and registers it with a FinalizationRegistry. A
  // page in the back/forward cache whose garbage collection then finds such a proxy runs the registry's
  // callback, and Chromium evicts it for running JavaScript. So each method is read once, here, and kept.
  const api: TelemetryWorkerMethods = { start: remote.start, accept, flush: remote.flush, stats: remote.stats };
  // A worker whose script did not load (a deploy removed it from under a page loaded before, or offline)
  // never answers: its error event ends the wait, and the facade keeps the records for the page hide path.
  const listening = new AbortController();
  const failed = new Promise<never>((_, reject) => {
    const fail = () => reject(new Error('The telemetry worker did not load'));
    worker.addEventListener('error', fail, { signal: listening.signal });
  });
  try {
    await Promise.race([api.start(identity), failed]);
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    listening.abort();
  }
  // Until now the facade kept the copy; from here it follows what this worker has not acknowledged.
  copy.takeOver();
  return {
    api,
    stop: () => {
      // Released proxies leave the registry, so dropping them runs nothing later.
      for (const proxy of [remote, api.start, api.flush, api.stats])
        (proxy as unknown as { [releaseProxy](): void })[releaseProxy]();
      // The copy stays: stopped as the page enters the back/forward cache, the worker goes before the hide
      // path stashes, and the copy goes only after (HeldCopy.ts).
      worker.terminate();
    },
  };
}

/** The same records stamped anew, in order (their seqs follow from the batch's first). */
function restampRecords(batch: StampedBatch, records: TelemetryRecord[]): StampedBatch {
  const restamped = createStampedBatch(batch.pagePath, batch.firstSeq);
  for (const r of records) {
    stampTaskTime(restamped, r.time);
    pushStamp(restamped, r.kind, r.type, r.payload);
  }
  return restamped;
}
