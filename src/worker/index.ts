import { expose } from 'comlink';
import { createTelemetryWorker } from './createTelemetryWorker';
import { openChunkStore } from '../shared/telemetry/openChunkStore';
import { gzipText } from '../shared/telemetry/encodeRequests';
import type { WriterLockManager } from '../shared/telemetry/writerLocks';

// Entry: only exposes the API (src/shared/telemetry/TelemetryWorkerApi.ts).
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
);
