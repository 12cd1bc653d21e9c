import { expose } from 'comlink';
import { answerHandOvers } from './answerHandOvers';
import { TelemetryWorker } from './TelemetryWorker';
import { openChunkStore } from '../offMain/openChunkStore';
import { gzipText } from '../offMain/encodeRequests';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';
import type { WriterLockManager } from '../shared/telemetry/writerLocks';

// Entry: only exposes the API (src/shared/telemetry/TelemetryWorkerApi.ts): the hand-over by our own
// protocol (answerHandOvers), the other methods by Comlink.
const api = new TelemetryWorker({
  store: openChunkStore(),
  fetch: (url, init) => fetch(url, init),
  compress: typeof CompressionStream === 'function' ? gzipText : undefined,
  now: () => Date.now(),
  random: Math.random,
  setTimer: (run, ms) => setTimeout(run, ms),
  notifyPage: (notice) => self.postMessage(notice),
  locks: (self.navigator as { locks?: WriterLockManager }).locks,
});
answerHandOvers(self, (batch) => api.accept(batch), {
  intervalMs: PIPELINE_LIMITS.REPLY_INTERVAL_MS,
  now: () => performance.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
});
expose(api);
