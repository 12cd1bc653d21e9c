// A payload's JSON value without its keys: an object whose every key is in `keys` becomes an array, its
// first element the keys' codes (one character each, in the object's own order) and then its values, so a
// payload of many short fields stores its values and not 15 to 25 characters of key before each. The order
// is kept, so the payload reads back as the same JSON text. An array becomes ["[", ...items]; an object with
// a key the table lacks (a page's own 'rum-…' measure names) is kept as it is. Stored data depends on the
// codes: a table only ever grows at its end (STORED_PAYLOAD_KEYS).

// Printable ASCII but for '"' and '\' (escaped in JSON, two characters each) and '[' (ARRAY_MARK).
const CODES = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i))
  .filter((c) => c !== '"' && c !== '\\' && c !== '[')
  .join('');
const ARRAY_MARK = '[';

/** A key table's codes both ways. */
export interface PayloadKeyCodes {
  codeOf: ReadonlyMap<string, string>;
  keyOf: ReadonlyMap<string, string>;
}

/** The codes of a table of keys: each key's position, one character. */
export function createPayloadKeyCodes(keys: readonly string[]): PayloadKeyCodes {
  if (keys.length > CODES.length) throw new Error(`a payload key table holds at most ${CODES.length} keys`);
  if (new Set(keys).size !== keys.length) throw new Error('a payload key table lists a key twice');
  return {
    codeOf: new Map(keys.map((key, i) => [key, CODES[i]!])),
    keyOf: new Map(keys.map((key, i) => [CODES[i]!, key])),
  };
}

/**
 * The JSON text of `value` (a JSON value) with the keys of its objects replaced by codes where `codes` has
 * them all. Written in one pass, without building the compact value: it runs for every record stored.
 */
export function compactPayload(value: unknown, codes: PayloadKeyCodes): string {
  if (Array.isArray(value)) {
    let text = `"${ARRAY_MARK}"`;
    for (const item of value as unknown[]) text += `,${item === undefined ? 'null' : compactPayload(item, codes)}`;
    return `[${text}]`;
  }
  // Numbers as JSON writes them (the same shortest form, and null for what JSON cannot hold), without a call.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const object = value as Record<string, unknown>;
  let keyCodes = '';
  let values = '';
  for (const key of Object.keys(object)) {
    const item = object[key];
    if (item === undefined) continue;
    const code = codes.codeOf.get(key);
    if (code === undefined) return JSON.stringify(value);
    keyCodes += code;
    values += `,${compactPayload(item, codes)}`;
  }
  // The codes need no escaping in a JSON string (CODES has neither '"' nor '\').
  return `["${keyCodes}"${values}]`;
}

/** The JSON value `compactPayload` made `value` from (a value it kept as it was is itself). */
export function expandPayload(value: unknown, codes: PayloadKeyCodes): unknown {
  if (!Array.isArray(value)) return value;
  const [head, ...items] = value as unknown[];
  if (head === ARRAY_MARK) return items.map((item) => expandPayload(item, codes));
  if (typeof head !== 'string' || head.length !== items.length)
    throw new Error(`not a compact payload object: ${JSON.stringify(value).slice(0, 80)}`);
  const object: Record<string, unknown> = {};
  for (let i = 0; i < items.length; i += 1) {
    const key = codes.keyOf.get(head[i]!);
    if (key === undefined)
      throw new Error(`a compact payload names key code ${JSON.stringify(head[i])}, not in its table`);
    object[key] = expandPayload(items[i], codes);
  }
  return object;
}
