import type { Remote } from 'comlink';
import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import type { TelemetryWorkerApi } from '../../shared/telemetry/TelemetryWorkerApi';
import { createPageId } from '../../shared/telemetry/createPageId';
import { PIPELINE_LIMITS } from '../../shared/telemetry/pipelineLimits';
import { SW_MESSAGE_TYPES } from '../../shared/telemetry/serviceWorkerMessages';
import { TELEMETRY_PATHS } from '../../shared/telemetry/telemetryPaths';
import type { Runtime } from '../runtime/createRuntime';
import { readTelemetrySessionId } from './readTelemetrySessionId';
import { sendBeaconSlices } from './sendBeaconSlices';
import { whenLoadedAndIdle } from './whenLoadedAndIdle';

export interface TelemetryFacade extends TelemetryClient {
  readonly pageId: string;
  /** Records not yet acknowledged as persisted by the worker (tests and the bench read it). */
  unacknowledged(): number;
}

// The main-thread facade (issue 3): stamp, queue in memory, hand each task's records to the worker in one
// Comlink call. No zod, no serialising; the worker starts after load, and records made before are held.
export function startTelemetry({ runtime, win = window }: { pageContext: PageContext; runtime: Runtime; win?: Window }): TelemetryFacade {
  const pageId = createPageId((a) => win.crypto.getRandomValues(a));
  const sessionId = readTelemetrySessionId(win, pageId);
  let seq = 0;
  let queue: TelemetryRecord[] = [];
  // Handed to the worker and not yet acknowledged as persisted: these leave by beacon on page hide.
  const inFlight = new Set<TelemetryRecord[]>();
  let worker: Remote<TelemetryWorkerApi> | null = null;
  let scheduled = false;
  let pagePath = '';
  // Records up to this seq already left on an earlier hide; a later hide does not send them again.
  let hiddenUpTo = -1;

  const handOver = () => {
    scheduled = false;
    if (!worker || queue.length === 0) return;
    const records = queue;
    queue = [];
    inFlight.add(records);
    worker.accept(records).then(
      () => inFlight.delete(records),
      // Left in inFlight: the next page hide sends them.
      () => undefined,
    );
  };

  const record = (kind: string, payload: Record<string, unknown>, type?: string) => {
    if (!scheduled) {
      scheduled = true;
      pagePath = win.location.pathname;
      queueMicrotask(handOver);
    }
    const n = seq++;
    queue.push({ id: pageId + '.' + n, kind, type, sessionId, seq: n, time: Date.now(), pagePath, payload });
  };

  // Delivery must not wait on the worker once hidden: beacon from here, and hand the same records to the
  // service worker, which outlives the page, persists them and drains (src/sw).
  const onHide = () => {
    const pending: TelemetryRecord[] = [];
    for (const records of inFlight) for (const r of records) if (r.seq > hiddenUpTo) pending.push(r);
    for (const r of queue) if (r.seq > hiddenUpTo) pending.push(r);
    handOver();
    const controller = win.navigator.serviceWorker?.controller;
    if (pending.length > 0) {
      hiddenUpTo = pending[pending.length - 1]!.seq;
      sendBeaconSlices(pending, TELEMETRY_PATHS.BATCH, PIPELINE_LIMITS.MAX_BEACON_BYTES, (url, body) => win.navigator.sendBeacon(url, body));
      controller?.postMessage({ type: SW_MESSAGE_TYPES.PAGE_HIDDEN, records: pending });
    } else controller?.postMessage({ type: SW_MESSAGE_TYPES.DRAIN });
    void worker?.flush().catch(() => undefined);
  };
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && onHide());
  win.addEventListener('pagehide', onHide);
  win.addEventListener('online', () => {
    win.navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE_TYPES.DRAIN });
    void worker?.flush().catch(() => undefined);
  });
  runtime.registerDestroyer(handOver);

  whenLoadedAndIdle(win, () => {
    void import('./connectTelemetryWorker')
      .then(({ connectTelemetryWorker }) => connectTelemetryWorker({ pageId, sessionId, pagePath: win.location.pathname }))
      .then((api) => {
        worker = api;
        handOver();
      })
      .catch((error: unknown) => console.warn('Telemetry worker did not start; records leave on page hide', error));
  });

  return {
    pageId,
    record,
    // media-and-reporting §3: an analytics event; the collectors' analytics payload replaces this shape.
    track: (name, data) => record('analytics', { name, data: data ?? {} }, name),
    unacknowledged: () => queue.length + [...inFlight].reduce((n, r) => n + r.length, 0),
  };
}
