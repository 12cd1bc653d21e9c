const NUL = '\u0000';

// What a request is told when a string holds a NUL character.
export const NUL_CHARACTER_MESSAGE = 'contains a NUL character (\\u0000), which text fields cannot hold';

/**
 * The path of the first string (value or object key) holding a NUL character, or null. PostgreSQL's text
 * cannot store one, so such a request is refused as a whole on both databases rather than altered: no
 * visitor or owner types a NUL, and a request that carries one is either broken or probing. Iterative,
 * like findTooDeep, whatever the depth.
 */
export function findNul(value: unknown): Array<string | number> | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: at, path } = next;
    if (typeof at === 'string') {
      if (at.includes(NUL)) return path;
    } else if (ArrayBuffer.isView(at)) {
      continue; // a raw body (the telemetry batch parses its own)
    } else if (Array.isArray(at)) {
      at.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (typeof at === 'object' && at !== null) {
      for (const [key, item] of Object.entries(at)) {
        if (key.includes(NUL)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
