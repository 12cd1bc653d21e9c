import { createHash } from 'node:crypto';

// The spec's single endpoints send bodies without a record id. Ours is derived from the content and the
// time, so the same body sent twice (a beacon retried, a form resubmitted by the browser) is stored once:
//   'spec-' + sha256(endpoint, canonical JSON of the payload, time) as 32 hex characters.
// `time` is the client's own timestamp when the body has one (RecordHit's clientDate, an error's or a
// performance record's timestamp); otherwise the second the server received it, so two identical clicks in
// the same second count once (documented in docs/coverage/collectors.md).
export function deriveSpecRecordId(endpoint: string, payload: unknown, time: number): string {
  const text = `${endpoint}\n${canonicalJson(payload)}\n${time}`;
  return `spec-${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

// JSON with object keys sorted, so the same content always hashes the same.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
