// How many records of a kind a request body carries: read only for a refused batch, which is rare, so parsing
// the body back is cheaper than tagging every chunk.
export function countRecordsOfKind(body: string, kind: string): number {
  try {
    const { records } = JSON.parse(body) as { records?: unknown };
    if (!Array.isArray(records)) return 0;
    return records.filter((r) => (r as { kind?: unknown } | null)?.kind === kind).length;
  } catch {
    return 0;
  }
}
