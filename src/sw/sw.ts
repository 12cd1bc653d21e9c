/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { openChunkStore } from '../offMain/openChunkStore';
import { gzipText } from '../offMain/encodeRequests';
import { describeStorageFailure } from '../shared/telemetry/workerNotices';
import { createTelemetryDrainer } from './telemetry/createTelemetryDrainer';
import { handleTelemetryMessage } from './telemetry/handleTelemetryMessage';
import { DRAIN_SYNC_TAG } from './telemetry/drainSyncTag';
import { PERIODIC_DRAIN_TAG, registerPeriodicDrain } from './telemetry/registerPeriodicDrain';
import type { DrainOutcome } from '../offMain/drainChunks';
import { registerFormReplay } from './forms/registerFormReplay';
import { registerFormPostKeeping } from './forms/registerFormPostKeeping';
import type { WriterLockManager } from '../shared/telemetry/writerLocks';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Entry: only registers handlers (STYLE). Hashed assets are precached; telemetry is drained on page
// hide, on start, when back online and on (periodic) background sync; kept form submissions are replayed
// by the forms area's handlers.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerFormReplay(self);
registerFormPostKeeping(self);

// A newer version cannot activate while this one has an event under way, and the browser holds the site's
// fetch events (page loads included) until it does: once one is found (or waits, or installs), a drain
// stops waiting out other rounds' claims; the newer version drains on its own start.
const superseded = new AbortController();
self.registration.addEventListener('updatefound', () => superseded.abort());
const isSuperseded = () =>
  superseded.signal.aborted || self.registration.waiting !== null || self.registration.installing !== null;
const drainer = createTelemetryDrainer({
  store: openChunkStore(),
  fetch: (url, init) => fetch(url, init),
  compress: typeof CompressionStream === 'function' ? gzipText : undefined,
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        superseded.signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      superseded.signal.addEventListener('abort', wake);
    }),
  superseded: isSuperseded,
  locks: (self.navigator as { locks?: WriterLockManager }).locks,
  onStorageFailure: (error) => console.warn(describeStorageFailure(error)),
});
// A drain that must be retried asks for a background sync, where the browser offers it.
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
const requestSyncIfNeeded = (outcome: DrainOutcome) =>
  outcome.retry ? (self.registration as SyncRegistration).sync?.register(DRAIN_SYNC_TAG) : undefined;
const ignore = () => undefined;
const drainQuietly = () => drainer.drain().then(requestSyncIfNeeded).catch(ignore);

self.addEventListener('install', () => void self.skipWaiting());
// Asked for on start and again with each page's message, since the permission comes when the site is
// installed, which may be long after the service worker started.
let periodicDrain: Promise<unknown> | null = null;
const askForPeriodicDrain = () => {
  periodicDrain ??= registerPeriodicDrain(self.registration as never, self.navigator.permissions).then(
    (result) => result === 'not-permitted' && (periodicDrain = null),
    () => (periodicDrain = null),
  );
  return periodicDrain;
};

// Activation must not wait on the drain: fetch events, navigations included, are held while the worker is
// still activating, and a drain may wait up to a claim's lease for chunks a closed page held.
self.addEventListener('activate', (event) => {
  void drainQuietly();
  event.waitUntil(Promise.all([self.clients.claim(), askForPeriodicDrain()]));
});
self.addEventListener('message', (event) => {
  const work = handleTelemetryMessage(event.data, drainer);
  if (work) event.waitUntil(Promise.all([work.then(requestSyncIfNeeded).catch(ignore), askForPeriodicDrain()]));
});
self.addEventListener('online', () => void drainQuietly());
for (const [type, tag] of [
  ['sync', DRAIN_SYNC_TAG],
  ['periodicsync', PERIODIC_DRAIN_TAG],
] as const) {
  self.addEventListener(type, (event) => {
    if ((event as ExtendableEvent & { tag?: string }).tag === tag) (event as ExtendableEvent).waitUntil(drainQuietly());
  });
}
