import { z } from 'zod/mini';
import { REPORTING_PATHS } from '../constants/reportingPaths';
import type { RecordKind } from './recordKinds';
import { TELEMETRY_PATHS } from './telemetryPaths';
import { DropPayload } from './records/drop';
import { DeliveryPayload } from './records/delivery';
import { CensusHitPayload } from './records/censusHit';
import { CensusButtonPayload } from './records/censusButton';
import { CensusFormRenderPayload } from './records/censusFormRender';
import { CensusOverlayPayload } from './records/censusOverlay';
import { CensusQuickViewPayload } from './records/censusQuickView';
import { LoggedErrorPayload } from './records/loggedError';
import { TracePayload } from './records/trace';
import { PerformancePayload } from './records/performance';
import { RecordEventPayload } from './records/recordEvent';
import { AnalyticsPayload } from './records/analytics';
import { MarketingLandingPayload } from './records/marketingLanding';

interface RecordKindEntry {
  /** The payload's schema, checked in the worker and again on the server. */
  payload: z.ZodMiniType<Record<string, unknown>>;
  /** Where the worker sends records of this kind: batched, several kinds per request. */
  destination: string;
  /** The spec's own single-record endpoint for this kind (visitor-runtime §7, media-and-reporting §7). */
  specEndpoint: string;
}

const batched = (specEndpoint: string, payload: RecordKindEntry['payload']): RecordKindEntry => ({
  payload,
  destination: TELEMETRY_PATHS.BATCH,
  specEndpoint,
});

// The single place a record kind is registered (docs/internals.md).
export const RECORD_KIND_REGISTRY: Record<RecordKind, RecordKindEntry> = {
  'census.hit': batched(REPORTING_PATHS.CENSUS_RECORD_HIT, CensusHitPayload),
  'census.button-click': batched(REPORTING_PATHS.CENSUS_BUTTON_CLICK, CensusButtonPayload),
  'census.button-render': batched(REPORTING_PATHS.CENSUS_BUTTON_RENDER, CensusButtonPayload),
  'census.form-render': batched(REPORTING_PATHS.CENSUS_FORM_RENDER, CensusFormRenderPayload),
  'census.overlay': batched(REPORTING_PATHS.CENSUS_OVERLAY, CensusOverlayPayload),
  'census.quick-view': batched(REPORTING_PATHS.CENSUS_RECORD_QUICK_VIEW, CensusQuickViewPayload),
  error: batched(REPORTING_PATHS.RECORD_JAVASCRIPT_ERRORS, LoggedErrorPayload),
  trace: batched(REPORTING_PATHS.TRACE, TracePayload),
  performance: batched(REPORTING_PATHS.PERFORMANCE_RECORDS, PerformancePayload),
  analytics: batched(REPORTING_PATHS.EXTERNAL_EVENTS, AnalyticsPayload),
  'marketing.landing': batched(REPORTING_PATHS.TRACK, MarketingLandingPayload),
  event: batched(REPORTING_PATHS.RECORD_EVENT, RecordEventPayload),
  drop: batched(TELEMETRY_PATHS.BATCH, DropPayload),
  delivery: batched(TELEMETRY_PATHS.BATCH, DeliveryPayload),
};

export function findRecordKind(kind: string): RecordKindEntry | undefined {
  return Object.hasOwn(RECORD_KIND_REGISTRY, kind) ? RECORD_KIND_REGISTRY[kind as RecordKind] : undefined;
}
