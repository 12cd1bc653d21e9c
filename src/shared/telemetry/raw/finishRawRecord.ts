import type { TelemetryRecord } from '../TelemetryRecord';
import { buildAnalyticsEvent } from '../analytics/buildAnalyticsEvent';
import { buildCensusHit, type PageViewFacts } from './buildCensusHit';
import { buildLoggedError, type ErrorFacts } from './buildLoggedError';
import { buildPageSpeedRecord, type PageSpeedFacts } from './buildPageSpeedRecord';
import { buildTraceEntry, type TraceFacts } from './buildTraceEntry';
import {
  ERROR_FACTS_KIND,
  PAGE_SPEED_FACTS_KIND,
  PAGE_VIEW_FACTS_KIND,
  TRACE_FACTS_KIND,
  TRACK_CALL_KIND,
} from './rawRecordKinds';

/** What the page reads once per task and every track() call of that task shares (one object, cloned once). */
export interface TrackCallContext {
  /** The automatic fields of media-and-reporting §3, read from the page (readAnalyticsContext). */
  automatic: Record<string, unknown>;
  analyticsId: string;
}

/** A track(name, data) call as the caller made it. */
export type TrackCall = {
  name: string;
  data: unknown;
  context: TrackCallContext;
};

type Warn = (text: string) => void;

function buildTrackCall({ name, data, context }: TrackCall, warn: Warn): Record<string, unknown> {
  const event = buildAnalyticsEvent({
    name,
    data: data as Record<string, unknown> | undefined,
    automatic: context.automatic,
    analyticsId: context.analyticsId,
  });
  event.warnings.forEach(warn);
  return { ...event.payload };
}

interface Finisher {
  /** The kind of the record built. */
  kind: string;
  build(payload: never, time: number, warn: Warn): object;
}

// Each raw kind, the kind it becomes and its builder (media-and-reporting §3, §7; visitor-runtime §3, §7).
const FINISHERS: Record<string, Finisher> = {
  [TRACK_CALL_KIND]: { kind: 'analytics', build: (call: TrackCall, _time, warn) => buildTrackCall(call, warn) },
  [ERROR_FACTS_KIND]: { kind: 'error', build: (facts: ErrorFacts) => buildLoggedError(facts) },
  [PAGE_VIEW_FACTS_KIND]: { kind: 'census.hit', build: (facts: PageViewFacts, time) => buildCensusHit(facts, time) },
  [PAGE_SPEED_FACTS_KIND]: {
    kind: 'performance',
    build: (facts: PageSpeedFacts, time) => buildPageSpeedRecord(facts, time),
  },
  [TRACE_FACTS_KIND]: { kind: 'trace', build: (facts: TraceFacts) => buildTraceEntry(facts) },
};

/**
 * The record as it is sent: a raw record (rawRecordKinds.ts) built into the spec's payload of its kind, any
 * other record unchanged. The worker calls it on every record handed over; the server on what arrives raw
 * (by the page's beacon, its stash, the service worker), through validateRecord. `warn` gets the spec's
 * warnings (a known analytics field of the wrong type, an event past its bounds) for the page's console.
 */
export function finishRawRecord(record: TelemetryRecord, warn: Warn): TelemetryRecord {
  const finisher = Object.hasOwn(FINISHERS, record.kind) ? FINISHERS[record.kind] : undefined;
  if (!finisher) return record;
  let payload: Record<string, unknown>;
  try {
    payload = finisher.build(record.payload as never, record.time, warn) as Record<string, unknown>;
  } catch (error) {
    // Facts that cannot be built (track data JSON cannot write: a cycle, a BigInt; a fact of the wrong type
    // from a tampered page): the record fails its schema and is counted as invalid.
    const what =
      record.kind === TRACK_CALL_KIND
        ? `Analytics event "${String((record.payload as Partial<TrackCall>).name)}"`
        : `A ${finisher.kind} record`;
    warn(`${what} not stored: ${error instanceof Error ? error.message : String(error)}`);
    payload = {};
  }
  return { ...record, kind: finisher.kind, payload };
}
