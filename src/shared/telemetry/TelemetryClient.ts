// The telemetry facade as blocks see it. Implemented in src/main/telemetry; records go to the worker.
export interface TelemetryClient {
  /** Hand one record to the pipeline; `kind` picks the destination, `payload` follows that kind's schema. */
  record: (kind: string, payload: Record<string, unknown>, type?: string) => void;
  /** An analytics event (media-and-reporting §3), as the public API's `SiteRuntime.track` (docs/public-api.md). */
  track: (name: string, data?: Record<string, unknown>) => void;
  /**
   * Run `flush` synchronously at the start of every page hide, before the records not yet persisted leave
   * by beacon, so whatever it records leaves with them. Optional: a client without it (a test double)
   * simply has no hide hook.
   */
  onHide?: (flush: () => void) => void;
}
