// Newline-delimited JSON (ndjson.org): one JSON document per line, each line ending with \n.
export function encodeNdjson(items: readonly unknown[]): string {
  return items.map((item) => JSON.stringify(item) + '\n').join('');
}
