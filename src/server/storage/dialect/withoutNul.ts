const NUL = '\u0000';
const REPLACEMENT = '\uFFFD';

/** A string PostgreSQL's text can hold: NUL characters become U+FFFD (the same way every time). */
export function textWithoutNul(value: string): string {
  return value.includes(NUL) ? value.replaceAll(NUL, REPLACEMENT) : value;
}

/**
 * A value serialised as JSON that PostgreSQL's text and jsonb both accept: jsonb refuses the escape
 * \u0000, so NUL characters in strings and keys become U+FFFD. The walk runs only when one is there.
 * `json` is the value's JSON text when the caller already has it (validateRecord's).
 */
export function jsonWithoutNul(value: unknown, json: string = JSON.stringify(value)): string {
  return json.includes('\\u0000') ? JSON.stringify(replaceNul(value)) : json;
}

function replaceNul(value: unknown): unknown {
  if (typeof value === 'string') return textWithoutNul(value);
  if (Array.isArray(value)) return value.map(replaceNul);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [textWithoutNul(key), replaceNul(item)]));
  return value;
}
