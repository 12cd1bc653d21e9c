/**
 * The path of the first value nested deeper than `maxDepth` arrays and objects (the top level is depth 1),
 * or null. The walk recurses at most `maxDepth` levels whatever the document, so a hostile one cannot
 * exhaust the stack of the code checking it, and it allocates nothing on the way: the path is built only
 * for the value at fault. Copying a path for every value (and later, queueing an object per value) made
 * this check the main cost of a telemetry batch.
 */
export function findTooDeep(value: unknown, maxDepth: number): Array<string | number> | null {
  // Bytes (a raw body, such as the telemetry batch's Buffer) nest nothing: walking them visited every byte
  // as a key, 20 µs a record of a telemetry batch before its handler parsed the text.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  return deeper(value, 0, maxDepth);
}

function deeper(value: object, depth: number, maxDepth: number): Array<string | number> | null {
  if (depth >= maxDepth) return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const child: unknown = value[i];
      if (typeof child !== 'object' || child === null) continue;
      const path = deeper(child, depth + 1, maxDepth);
      if (path) {
        path.unshift(i);
        return path;
      }
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child !== 'object' || child === null) continue;
    const path = deeper(child, depth + 1, maxDepth);
    if (path) {
      path.unshift(key);
      return path;
    }
  }
  return null;
}
