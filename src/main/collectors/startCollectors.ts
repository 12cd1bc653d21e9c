import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';
import { ERROR_REPORTING } from '../../shared/constants/limits';
import type { Runtime } from '../runtime/createRuntime';
import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';

export interface CollectorsOptions {
  pageContext: PageContext;
  runtime: Runtime;
  telemetry: TelemetryClient;
  win?: Window;
}

type ErrorLike = ErrorEvent | PromiseRejectionEvent;

// The only collector code in the first-load chunk (its budget is 8 KB gzip for everything): listen for
// errors from the first moment, hold them and any track() calls, and load the collectors themselves after
// the load event and an idle moment. Returns the telemetry client with track() producing the spec's
// analytics record (media-and-reporting §7), and census records carrying the visitor cookie once it is known.
export function startCollectors({ pageContext, runtime, telemetry, win = window }: CollectorsOptions): TelemetryClient {
  const heldErrors: ErrorLike[] = [];
  const heldTracks: Array<[string, Record<string, unknown> | undefined]> = [];
  // Spec visitor-runtime §9: at most 10 queued error events; the same cap bounds what is held before load.
  let onError: (event: ErrorLike) => void = (event) => void (heldErrors.length < ERROR_REPORTING.MAX_QUEUED_EVENTS && heldErrors.push(event));
  let track: (name: string, data?: Record<string, unknown>) => void = (name, data) => void (heldTracks.length < 100 && heldTracks.push([name, data]));
  let stamp = (_kind: string, payload: Record<string, unknown>) => payload;
  win.addEventListener('error', (event) => onError(event));
  win.addEventListener('unhandledrejection', (event) => onError(event));

  whenLoadedAndIdle(win, () => {
    import('./runCollectors')
      .then(({ runCollectors }) => {
        const collectors = runCollectors({ pageContext, runtime, telemetry, win });
        onError = collectors.reportError;
        track = collectors.track;
        stamp = collectors.stampCensus;
        heldErrors.splice(0).forEach(onError);
        heldTracks.splice(0).forEach(([name, data]) => track(name, data));
      })
      .catch((error: unknown) => console.warn('Could not load the collectors', error));
  });
  return { record: (kind, payload, type) => telemetry.record(kind, stamp(kind, payload), type), track: (name, data) => track(name, data) };
}
