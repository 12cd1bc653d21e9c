import type { TelemetryRecord } from './TelemetryRecord';

/**
 * Readies a record that leaves from the page rather than through the worker (the hide path, the stash):
 * records leave raw either way and the server builds them as the worker would (finishRawRecord.ts), but
 * there they leave as JSON, so a caller's value JSON cannot write must not go with them.
 */
export type PageRecordBuilder = (record: TelemetryRecord) => TelemetryRecord;

// The pipeline as the collectors see it: the facade of src/main/telemetry, which stamps records for the worker.
export interface TelemetryRecorder {
  /** Hand one record to the pipeline; `kind` picks the destination, `payload` follows that kind's schema. */
  record: (kind: string, payload: Record<string, unknown>, type?: string) => void;
  /**
   * Run `flush` synchronously at the start of every page hide, before the records not yet persisted leave
   * by beacon, so whatever it records leaves with them. Optional: a client without it (a test double)
   * simply has no hide hook.
   */
  onHide?: (flush: () => void) => void;
  /**
   * Records that leave without the worker (by beacon, the stash, the service worker) pass through `build`
   * first. Whoever makes records with values of its callers' sets it first.
   */
  setPageBuilder?: (build: PageRecordBuilder) => void;
}

// The telemetry client as blocks see it: the collectors wrap the facade with the spec's analytics events.
export interface TelemetryClient extends TelemetryRecorder {
  /** An analytics event (media-and-reporting §3), as the public API's `SiteRuntime.track` (docs/public-api.md). */
  track: (name: string, data?: Record<string, unknown>) => void;
}
