import { textWithoutNul } from '../dialect/withoutNul';

// PostgreSQL array literals for the ingest's unnest statements, written here rather than by `pg` (whose
// per-element escaping was a tenth of the server's ingest time): one text parameter per column, cast in the
// statement (`$1::text[]`). Every element is quoted, so '' and 'NULL' stay texts; `"` and `\` are escaped
// and NUL becomes U+FFFD (PostgreSQL's text cannot hold it), the same way on every resend.
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const NEEDS_ESCAPE = /["\\\u0000]/;
const ESCAPED = /["\\]/g;

function quoted(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `"${text}"`;
  return `"${textWithoutNul(text).replace(ESCAPED, '\\$&')}"`;
}

/** `{"a","b",NULL}`: a text[] literal of `count` elements, element i given by `at(i)`. */
export function textArray(count: number, at: (index: number) => string | null): string {
  let out = '{';
  for (let i = 0; i < count; i += 1) {
    const text = at(i);
    if (i > 0) out += ',';
    out += text === null ? 'NULL' : quoted(text);
  }
  return `${out}}`;
}

/** `{1,2}`: a bigint[] or int[] literal of integers (each already checked to be a safe integer). */
export function integerArray(count: number, at: (index: number) => number): string {
  let out = '{';
  for (let i = 0; i < count; i += 1) {
    const value = at(i);
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
    if (i > 0) out += ',';
    out += value;
  }
  return `${out}}`;
}

// PostgreSQL's binary array format (array_recv): dimensions, a flag for NULLs, the element type, the length
// and lower bound of the one dimension, then each element as its byte length and its UTF-8 bytes.
const TEXT_OID = 25;
const HEADER_BYTES = 20;

/**
 * A text[] parameter in PostgreSQL's binary format (`pg` sends a Buffer as binary): for long texts full of
 * quotes, such as JSON payloads, which the text format must escape character by character. No NULLs; NUL
 * becomes U+FFFD as in textArray.
 */
export function binaryTextArray(count: number, at: (index: number) => string): Buffer {
  let chars = 0;
  for (let i = 0; i < count; i += 1) chars += at(i).length;
  // A UTF-16 code unit takes at most 3 bytes of UTF-8.
  const buffer = Buffer.allocUnsafe(HEADER_BYTES + 4 * count + 3 * chars);
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(0, 4);
  buffer.writeInt32BE(TEXT_OID, 8);
  buffer.writeInt32BE(count, 12);
  buffer.writeInt32BE(1, 16);
  let offset = HEADER_BYTES;
  for (let i = 0; i < count; i += 1) {
    const bytes = buffer.write(textWithoutNul(at(i)), offset + 4);
    buffer.writeInt32BE(bytes, offset);
    offset += 4 + bytes;
  }
  return buffer.subarray(0, offset);
}
