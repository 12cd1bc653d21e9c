import { formatJsonPath } from '../siteData/formatSiteDataIssues';
import type { DropReason } from './dropReasons';
import { findRecordKind } from './recordKindRegistry';
import { TelemetryEnvelope } from './TelemetryEnvelope';
import { finishRawRecord } from './raw/finishRawRecord';
import { TELEMETRY_STORAGE_LIMITS } from './storageLimits';

export type RecordCheck =
  | { ok: true; record: TelemetryEnvelope; destination: string; payloadJson: string }
  | { ok: false; reason: Extract<DropReason, 'invalid' | 'unknown-kind'>; detail: string; kind?: string };

const ignoreWarnings = () => undefined;

function invalid(kind: string | undefined, path: PropertyKey[], message = 'invalid'): RecordCheck {
  return { ok: false, reason: 'invalid', kind, detail: `${formatJsonPath(path)}: ${message}` };
}

// One rule for the worker and the server: the envelope, a registered kind, then that kind's payload. A raw
// record (one that left the page without its worker: finishRawRecord.ts) is built first, as the worker
// builds it; a page that is gone has no console for the warnings.
export function validateRecord(value: unknown): RecordCheck {
  const envelope = TelemetryEnvelope.safeParse(value);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    const kind = (value as { kind?: unknown } | null)?.kind;
    return invalid(typeof kind === 'string' ? kind : undefined, issue?.path ?? [], issue?.message);
  }
  const record = finishRawRecord(envelope.data, ignoreWarnings);
  const entry = findRecordKind(record.kind);
  if (!entry)
    return { ok: false, reason: 'unknown-kind', kind: record.kind, detail: `$.kind: unknown kind "${record.kind}"` };
  const payload = entry.payload.safeParse(record.payload);
  if (!payload.success) {
    const issue = payload.error.issues[0];
    return invalid(record.kind, ['payload', ...(issue?.path ?? [])], issue?.message);
  }
  // A payload whose fields are each within bounds can still be large (many keys of a record-typed field, or
  // text that JSON escapes to several characters each): its JSON text is bounded as a whole.
  const payloadJson = JSON.stringify(payload.data);
  const max = TELEMETRY_STORAGE_LIMITS.MAX_PAYLOAD_JSON_LENGTH;
  if (payloadJson.length > max)
    return invalid(record.kind, ['payload'], `${payloadJson.length} characters of JSON, expected at most ${max}`);
  // The payload's JSON text goes with it: the server stores that text rather than serialise it again.
  return { ok: true, record: { ...record, payload: payload.data }, destination: entry.destination, payloadJson };
}
