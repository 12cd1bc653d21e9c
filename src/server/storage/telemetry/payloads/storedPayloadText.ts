import { jsonWithoutNul } from '../../dialect/withoutNul';
import type { StorableRecord } from '../storeRecords';
import { compactPayload } from './compactPayload';
import { STORED_PAYLOAD_KEYS } from './storedPayloadKeys';

/**
 * The text a record's payload is stored as: its JSON, keyless (compactPayload) for the kinds with a key
 * table. For PostgreSQL, whose text cannot hold NUL, without NUL characters (jsonWithoutNul).
 */
export function storedPayloadText(record: StorableRecord, postgres: boolean): string {
  const codes = STORED_PAYLOAD_KEYS.get(record.kind);
  if (!codes) {
    const json = record.payloadJson ?? JSON.stringify(record.payload);
    return postgres ? jsonWithoutNul(record.payload, json) : json;
  }
  const text = compactPayload(record.payload, codes);
  // Rarely a NUL: the payload without it (as other kinds are stored) then made compact.
  return postgres && text.includes('\\u0000')
    ? compactPayload(JSON.parse(jsonWithoutNul(record.payload)), codes)
    : text;
}
