import { PIPELINE_LIMITS } from '../../../shared/telemetry/pipelineLimits';
import { RECORD_KIND_REGISTRY, findRecordKind } from '../../../shared/telemetry/recordKindRegistry';
import { TELEMETRY_STORAGE_LIMITS } from '../../../shared/telemetry/storageLimits';
import { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import type { StorableRecord } from '../../storage/telemetry/storeRecords';
import { compileExactCheck, type ExactCheck } from './compileExactCheck';

// The envelope's fields in any order (it is read field by field); its payload is checked by the kind's schema.
const envelope = compileExactCheck(TelemetryEnvelope, { ordered: false, fields: { payload: () => true } });
// Each kind's payload in its schema's key order, as the worker sends it (it sends what validateRecord made):
// the payload is stored as its JSON text, which must be what zod's copy would have given.
const payloads = new Map<string, ExactCheck | null>(
  Object.entries(RECORD_KIND_REGISTRY).map(([kind, entry]) => [kind, compileExactCheck(entry.payload)]),
);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The records of a batch body, ready to store, when the body is `{ records: [...] }` and nothing else and
 * every record is one validateRecord would pass unchanged (compileExactCheck); otherwise null, and the
 * caller takes the full path (depth check, the batch schema, validateRecord per record), which alone names
 * what is wrong. The answer for a body this passes is the full path's: the same records and payload texts,
 * no rejections, and no depth to refuse (every value it passed is one the schemas bound, a few levels deep).
 */
export function readWellFormedBatch(body: unknown): StorableRecord[] | null {
  if (!envelope || !isObject(body)) return null;
  for (const key in body) if (key !== 'records') return null;
  const records = body.records;
  if (!Array.isArray(records) || records.length < 1 || records.length > PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST)
    return null;
  const texts: string[] = [];
  for (const record of records as unknown[]) {
    if (!envelope(record)) return null;
    const { kind, payload } = record as StorableRecord;
    const check = findRecordKind(kind) ? payloads.get(kind) : null;
    if (!check || !check(payload)) return null;
    const text = JSON.stringify(payload);
    if (text.length > TELEMETRY_STORAGE_LIMITS.MAX_PAYLOAD_JSON_LENGTH) return null;
    texts.push(text);
  }
  const storable = records as StorableRecord[];
  for (let i = 0; i < storable.length; i += 1) storable[i]!.payloadJson = texts[i];
  return storable;
}
