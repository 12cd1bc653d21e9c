/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { openChunkStore } from '../shared/telemetry/openChunkStore';
import { createTelemetryDrainer } from './telemetry/createTelemetryDrainer';
import { handleTelemetryMessage } from './telemetry/handleTelemetryMessage';
import { registerFormReplay } from './forms/registerFormReplay';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Entry: only registers handlers (STYLE). Hashed assets are precached; telemetry is drained on page
// hide, on start, when back online and on (periodic) background sync; kept form submissions are replayed
// by the forms area's handlers.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerFormReplay(self);

const drainer = createTelemetryDrainer({ store: openChunkStore(), fetch: (url, init) => fetch(url, init), locks: self.navigator.locks, now: () => Date.now() });
const drainQuietly = () => drainer.drain().catch(() => undefined);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), drainQuietly()])));
self.addEventListener('message', (event) => {
  const work = handleTelemetryMessage(event.data, drainer);
  if (work) event.waitUntil(work.catch(() => undefined));
});
self.addEventListener('online', () => void drainQuietly());
self.addEventListener('sync', (event) => (event as ExtendableEvent).waitUntil(drainQuietly()));
self.addEventListener('periodicsync', (event) => (event as ExtendableEvent).waitUntil(drainQuietly()));
