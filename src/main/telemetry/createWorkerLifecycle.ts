import { BACKOFF_BASE_MS, BACKOFF_MAX_MS } from '../../shared/telemetry/pipelineLimits';
import type { TelemetryWorkerConnection } from './connectTelemetryWorker';

interface WorkerLifecycle {
  /** Between a pagehide into the back/forward cache and the pageshow that restores the page. */
  readonly frozen: boolean;
  start(): void;
  /** Entering the back/forward cache: the worker stops at once (Chromium evicts a cached page that runs JavaScript). */
  freeze(): void;
  /** Back from the cache: a new worker starts. */
  thaw(): void;
}

// Starts the worker and keeps one running. One that did not start (offline or the server down as the page
// loaded it, or a deploy dropped its script) is tried again, 1 s doubling to 60 s, for as long as the page
// is open; `onFailed` runs at each failed try while the page is not frozen, `onStarted` once one runs.
export function createWorkerLifecycle(
  connect: () => Promise<TelemetryWorkerConnection>,
  onStarted: (connection: TelemetryWorkerConnection) => void,
  onFailed: () => void,
): WorkerLifecycle {
  let connection: TelemetryWorkerConnection | null = null;
  let frozen = false;
  let retryMs = 0;
  const start = () => {
    connect()
      .then((started) => {
        // Frozen again before it started, or a retry and a pageshow both started one: this one must not run.
        if (frozen || connection) {
          started.stop();
          return;
        }
        connection = started;
        retryMs = 0;
        onStarted(started);
      })
      .catch((error: unknown) => {
        if (!retryMs) console.warn('Telemetry worker did not start', error);
        if (!frozen) onFailed();
        retryMs = Math.min(BACKOFF_MAX_MS, 2 * retryMs || BACKOFF_BASE_MS);
        setTimeout(() => connection || start(), retryMs);
      });
  };
  return {
    get frozen() {
      return frozen;
    },
    start,
    freeze() {
      frozen = true;
      connection?.stop();
      connection = null;
    },
    thaw() {
      frozen = false;
      start();
    },
  };
}
