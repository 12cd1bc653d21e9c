import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import { lastStampSeq } from '../../shared/telemetry/StampedRecord';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { MAX_BEACON_BYTES } from '../../shared/telemetry/pipelineLimits';
import { SW_MESSAGE_TYPES } from '../../shared/telemetry/serviceWorkerMessages';
import { TELEMETRY_BATCH_PATH } from '../../shared/telemetry/telemetryPaths';
import { sendBeaconSlices } from './sendBeaconSlices';
import { stashUnsent } from './stashUnsent';

interface HidePath {
  /** Sends what no earlier hide sent; returns how many lines the stash let go. */
  sendUnacknowledged(frozen: boolean): number;
  /** No worker started: what the page made since the last try leaves now, and the page keeps it. */
  sendWhileOpen: () => void;
  /** Back from the back/forward cache: the next hide sends everything unacknowledged again. */
  forgetSent(): void;
}

// Delivery must not wait on the worker once hidden: beacon from here, stash in localStorage, and hand the
// same records to the service worker, which outlives the page, persists them and drains (src/sw). The
// server stores each id once, so the copies that arrive twice cost counted duplicates only.
// `unacknowledged` lists what the page holds, oldest first; `readBatch` gives a batch's records as they leave
// the page; `releaseIfNoWorker` lets the held batches go once the hide path carried them (no worker takes them).
export function createHidePath(
  win: Window,
  pageId: string,
  unacknowledged: () => StampedBatch[],
  readBatch: (batch: StampedBatch) => TelemetryRecord[],
  releaseIfNoWorker: () => void,
): HidePath {
  // Records up to this seq already left on an earlier hide; a later hide does not send them again.
  let hiddenUpTo = -1;
  let sentWhileOpenUpTo = -1;
  // On a first visit the service worker is active before it controls any page, and only it can still send
  // what this page's worker persisted once the page is gone.
  let registration: ServiceWorkerRegistration | null = null;
  void win.navigator.serviceWorker?.ready.then((ready) => (registration = ready));
  const serviceWorker = () => win.navigator.serviceWorker?.controller ?? registration?.active;
  // Back online, the service worker drains what is persisted (the worker's own rounds start too: createHandOver).
  win.addEventListener('online', () => serviceWorker()?.postMessage({ type: SW_MESSAGE_TYPES.DRAIN }));

  const recordsAfter = (from: number): TelemetryRecord[] => {
    const unsent: TelemetryRecord[] = [];
    for (const batch of unacknowledged())
      if (lastStampSeq(batch) > from) for (const r of readBatch(batch)) if (r.seq > from) unsent.push(r);
    return unsent;
  };
  // With no records, the service worker's message asks it to drain (its chunks taken over). Returns how
  // many records the beacons took.
  const beaconAndTell = (records: TelemetryRecord[], controller = serviceWorker()) => {
    const beaconed = sendBeaconSlices(records, TELEMETRY_BATCH_PATH, MAX_BEACON_BYTES, (url, body) =>
      win.navigator.sendBeacon(url, body),
    );
    controller?.postMessage({ type: SW_MESSAGE_TYPES.PAGE_HIDDEN, records, pageId });
    return beaconed;
  };

  return {
    sendUnacknowledged(frozen) {
      const unsent = recordsAfter(hiddenUpTo);
      const controller = serviceWorker();
      if (unsent.length === 0) {
        beaconAndTell(unsent, controller);
        return 0;
      }
      hiddenUpTo = unsent.at(-1)!.seq;
      // The stash first: a page evicted from the back/forward cache as it enters it may have its renderer
      // ended in the middle of this handler, and for such a page the stash is the copy that counts (its
      // service-worker message never arrives). A frozen page stashes more for the same reason.
      const overflow = stashUnsent(win, unsent, pageId, frozen);
      const beaconed = beaconAndTell(unsent, controller);
      // The page lets its records go once the beacons carried them all, or its service worker took them.
      if (beaconed === unsent.length || (controller && !frozen)) releaseIfNoWorker();
      return overflow;
    },
    sendWhileOpen: () => {
      const unsent = recordsAfter(sentWhileOpenUpTo);
      beaconAndTell(unsent);
      sentWhileOpenUpTo = unsent.at(-1)?.seq ?? sentWhileOpenUpTo;
    },
    forgetSent: () => void (hiddenUpTo = -1),
  };
}
