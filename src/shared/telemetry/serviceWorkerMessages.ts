import type { TelemetryRecord } from './TelemetryRecord';

// Messages from pages to the service worker (src/sw). Plain objects: structured clone, no serialising
// on the main thread.
export const SW_MESSAGE_TYPES = {
  /** The page was hidden: persist these not-yet-acknowledged records, then drain everything persisted. */
  PAGE_HIDDEN: 'telemetry:page-hidden',
  /**
   * Drain what is persisted. With `pageId` (sent on page hide): that page may be closing, and its worker's
   * sends with it, so the chunks its worker claimed are taken over instead of waiting out their lease.
   */
  DRAIN: 'telemetry:drain',
} as const;

export type ServiceWorkerMessage =
  | { type: typeof SW_MESSAGE_TYPES.PAGE_HIDDEN; records: TelemetryRecord[]; pageId: string }
  | { type: typeof SW_MESSAGE_TYPES.DRAIN; pageId?: string };
