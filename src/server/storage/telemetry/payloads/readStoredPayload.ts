import { expandPayload } from './compactPayload';
import { STORED_PAYLOAD_KEYS } from './storedPayloadKeys';

/**
 * A stored record's payload as it was sent, from its stored text (storedPayloadText). A payload stored as
 * plain JSON (before its kind had a key table) reads back as it is.
 */
export function readStoredPayload(kind: string, text: string): unknown {
  const value: unknown = JSON.parse(text);
  const codes = STORED_PAYLOAD_KEYS.get(kind);
  return codes ? expandPayload(value, codes) : value;
}
