import type { TelemetryRecord } from './TelemetryRecord';

/** Readies a record that leaves from the page as JSON (the hide path, the stash) rather than through the worker. */
export type PageRecordBuilder = (record: TelemetryRecord) => TelemetryRecord;

// The pipeline as the collectors see it: the facade of src/main/telemetry, which stamps records for the worker.
export interface TelemetryRecorder {
  /** Hand one record to the pipeline; `kind` picks the destination, `payload` follows that kind's schema. */
  record: (kind: string, payload: Record<string, unknown>, type?: string) => void;
  /** Runs `flush` at the start of every page hide, before the beacon, so what it records leaves with it. */
  onHide?: (flush: () => void) => void;
  /** Records that leave without the worker pass through `build` first. */
  setPageBuilder?: (build: PageRecordBuilder) => void;
}

// The telemetry client as blocks see it: the collectors wrap the facade with the spec's analytics events.
export interface TelemetryClient extends TelemetryRecorder {
  /** An analytics event (media-and-reporting §3), as the public API's `SiteRuntime.track` (docs/public-api.md). */
  track: (name: string, data?: Record<string, unknown>) => void;
}
