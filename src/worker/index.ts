import { expose, type Endpoint } from 'comlink';
import { createTelemetryWorker } from './createTelemetryWorker';
import { openChunkStore } from '../shared/browser/openChunkStore';
import { gzipText } from '../shared/browser/encodeRequests';
import { bundleCallReplies } from '../shared/telemetry/ComlinkWire';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';
import type { TelemetryWorkerApi } from '../shared/telemetry/TelemetryWorkerApi';
import type { WriterLockManager } from '../shared/telemetry/writerLocks';

// Entry: only exposes the API (src/shared/telemetry/TelemetryWorkerApi.ts), on an endpoint whose replies to
// the facade's hand-overs leave in bundles, at most one every REPLY_INTERVAL_MS.
const endpoint: Endpoint = {
  addEventListener: self.addEventListener.bind(self),
  removeEventListener: self.removeEventListener.bind(self),
  postMessage: bundleCallReplies({
    post: (message, transfer) => self.postMessage(message, transfer ?? []),
    methods: ['accept' satisfies keyof TelemetryWorkerApi],
    intervalMs: PIPELINE_LIMITS.REPLY_INTERVAL_MS,
    now: () => performance.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
  }),
};
expose(
  createTelemetryWorker({
    store: openChunkStore(),
    fetch: (url, init) => fetch(url, init),
    compress: typeof CompressionStream === 'function' ? gzipText : undefined,
    now: () => Date.now(),
    random: Math.random,
    setTimer: (run, ms) => setTimeout(run, ms),
    notifyPage: (notice) => self.postMessage(notice),
    locks: (self.navigator as { locks?: WriterLockManager }).locks,
  }),
  endpoint,
);
