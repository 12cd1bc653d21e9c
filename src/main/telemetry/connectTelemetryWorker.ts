import { releaseProxy, wrap, type Remote } from 'comlink';
import type { TelemetryWorkerApi, TelemetryWorkerIdentity } from '../../shared/telemetry/TelemetryWorkerApi';
import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import { isWorkerNotice } from '../../shared/telemetry/workerNotices';
import { createComlinkCall } from './createComlinkCall';

export type TelemetryWorkerMethods = Pick<Remote<TelemetryWorkerApi>, 'start' | 'flush' | 'stats'> & {
  /** TelemetryWorkerApi.accept through Comlink's wire format (createComlinkCall): done(true) once persisted (or sent, where IndexedDB refuses to write). */
  accept(batch: StampedBatch, done: (persisted: boolean) => void): void;
};

export interface TelemetryWorkerConnection {
  api: TelemetryWorkerMethods;
  /** Stops the worker at once (the page is entering the back/forward cache). */
  stop(): void;
}

// Loaded with import() after the load event, so neither Comlink nor the worker weighs on the first paint.
export async function connectTelemetryWorker(identity: TelemetryWorkerIdentity): Promise<TelemetryWorkerConnection> {
  const worker = new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'site-telemetry' });
  // Spec media-and-reporting §8 warnings the worker decides on are shown in the page's console.
  worker.addEventListener('message', (event) => isWorkerNotice(event.data) && console.warn(event.data.text));
  const remote = wrap<TelemetryWorkerApi>(worker);
  // Comlink makes a new proxy each time a method is read, and registers it with a FinalizationRegistry. A
  // page in the back/forward cache whose garbage collection then finds such a proxy runs the registry's
  // callback, and Chromium evicts it for running JavaScript. So each method is read once, here, and kept.
  const callAccept = createComlinkCall(worker, 'accept' satisfies keyof TelemetryWorkerApi);
  const api: TelemetryWorkerMethods = { start: remote.start, accept: callAccept, flush: remote.flush, stats: remote.stats };
  // A worker whose script did not load (a deploy removed it from under a page loaded before) never answers:
  // its error event ends the wait, and the facade keeps the records for the page hide path.
  let onError: (event: Event) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (onError = () => reject(new Error('The telemetry worker did not load'))));
  worker.addEventListener('error', onError);
  try {
    await Promise.race([api.start(identity), failed]);
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    worker.removeEventListener('error', onError);
  }
  return {
    api,
    stop: () => {
      // Released proxies leave the registry, so dropping them runs nothing later.
      for (const proxy of [remote, api.start, api.flush, api.stats]) (proxy as unknown as { [releaseProxy](): void })[releaseProxy]();
      worker.terminate();
    },
  };
}
