import type { TelemetryRecord } from './TelemetryRecord';

// Messages from pages to the service worker: plain objects, not serialised on the main thread.
export const SW_MESSAGE_TYPES = {
  /** The page was hidden: persist these not-yet-acknowledged records, then drain everything persisted. */
  PAGE_HIDDEN: 'telemetry:page-hidden',
  /** Drain what is persisted; with `pageId` (page hide), the chunks that page's worker claimed are taken over. */
  DRAIN: 'telemetry:drain',
} as const;

export type ServiceWorkerMessage =
  | { type: typeof SW_MESSAGE_TYPES.PAGE_HIDDEN; records: TelemetryRecord[]; pageId: string }
  | { type: typeof SW_MESSAGE_TYPES.DRAIN; pageId?: string };
