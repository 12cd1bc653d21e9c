import type { TelemetryRecord } from '../TelemetryRecord';
import { buildAnalyticsEvent } from './buildAnalyticsEvent';

// A `track(name, data)` call leaves the page as the caller gave it: the page stamps it and hands it over,
// and the worker builds the spec's payload (media-and-reporting §3, §7). Its record kind exists only on
// the way: built, it is an `analytics` record; unbuilt, the server refuses it as an unknown kind.
export const TRACK_CALL_KIND = 'analytics.track';

/** What the page reads once per task and every call of that task shares (one object, cloned once). */
export interface TrackCallContext {
  /** The automatic fields of media-and-reporting §3, read from the page (readAnalyticsContext). */
  automatic: Record<string, unknown>;
  analyticsId: string;
}

interface TrackCall {
  name: string;
  data: unknown;
  context: TrackCallContext;
}

/**
 * The record as it is sent: a track call built into its `analytics` record, any other record unchanged.
 * `warn` gets the spec's warnings (a known field of the wrong type, an event past its bounds).
 */
export function buildTrackCall(record: TelemetryRecord, warn: (text: string) => void): TelemetryRecord {
  if (record.kind !== TRACK_CALL_KIND) return record;
  const { name, data, context } = record.payload as unknown as TrackCall;
  let payload: Record<string, unknown>;
  try {
    const event = buildAnalyticsEvent({
      name,
      data: data as Record<string, unknown> | undefined,
      automatic: context.automatic,
      analyticsId: context.analyticsId,
    });
    event.warnings.forEach(warn);
    payload = { ...event.payload };
  } catch (error) {
    // Data JSON cannot write (a cycle, a BigInt): the record fails its schema and is counted as invalid.
    warn(`Analytics event "${String(name)}" not stored: ${error instanceof Error ? error.message : String(error)}`);
    payload = {};
  }
  return { ...record, kind: 'analytics', payload };
}
