import { wrap, type Remote } from 'comlink';
import type { TelemetryWorkerApi, TelemetryWorkerIdentity } from '../../shared/telemetry/TelemetryWorkerApi';
import { isWorkerNotice } from '../../shared/telemetry/workerNotices';

// Loaded with import() after the load event, so neither Comlink nor the worker weighs on the first paint.
export async function connectTelemetryWorker(identity: TelemetryWorkerIdentity): Promise<Remote<TelemetryWorkerApi>> {
  const worker = new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'site-telemetry' });
  // Spec media-and-reporting §8 warnings the worker decides on are shown in the page's console.
  worker.addEventListener('message', (event) => isWorkerNotice(event.data) && console.warn(event.data.text));
  const api = wrap<TelemetryWorkerApi>(worker);
  await api.start(identity);
  return api;
}
