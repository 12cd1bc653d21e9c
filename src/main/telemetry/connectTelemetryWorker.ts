import { wrap, type Remote } from 'comlink';
import type { TelemetryWorkerApi, TelemetryWorkerIdentity } from '../../shared/telemetry/TelemetryWorkerApi';

// Loaded with import() after the load event, so neither Comlink nor the worker weighs on the first paint.
export async function connectTelemetryWorker(identity: TelemetryWorkerIdentity): Promise<Remote<TelemetryWorkerApi>> {
  const worker = new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'site-telemetry' });
  const api = wrap<TelemetryWorkerApi>(worker);
  await api.start(identity);
  return api;
}
