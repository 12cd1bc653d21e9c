import type { TelemetryRecord } from './TelemetryRecord';

// Messages from pages to the service worker (src/sw). Plain objects: structured clone, no serialising
// on the main thread.
export const SW_MESSAGE_TYPES = {
  /** The page was hidden: persist these not-yet-acknowledged records, then drain everything persisted. */
  PAGE_HIDDEN: 'telemetry:page-hidden',
  /** Back online, or a page started: drain what is persisted. */
  DRAIN: 'telemetry:drain',
} as const;

export type ServiceWorkerMessage =
  | { type: typeof SW_MESSAGE_TYPES.PAGE_HIDDEN; records: TelemetryRecord[] }
  | { type: typeof SW_MESSAGE_TYPES.DRAIN };
