import type { TelemetryRecord } from './TelemetryRecord';

/**
 * Builds a record that leaves from the page rather than through the worker (the hide path); see trackCall.ts.
 * It warns of nothing: the worker shows the warnings, and a page that is leaving has no one to show them to.
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
   * Records the worker builds (track calls) are built on the page by `build` when they leave without it
   * (by beacon, the stash, the service worker). Whoever makes such records sets it first.
   */
  setPageBuilder?: (build: PageRecordBuilder) => void;
}

// The telemetry client as blocks see it: the collectors wrap the facade with the spec's analytics events.
export interface TelemetryClient extends TelemetryRecorder {
  /** An analytics event (media-and-reporting §3), as the public API's `SiteRuntime.track` (docs/public-api.md). */
  track: (name: string, data?: Record<string, unknown>) => void;
}
