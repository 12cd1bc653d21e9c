// How many records of a kind a request body (`{"records":[…]}`) carries. Read only when the server refused
// the batch, which is rare, so parsing the body back is cheaper than tagging every persisted chunk; a body
// that does not parse counts as none.
export function countRecordsOfKind(body: string, kind: string): number {
  try {
    const parsed = JSON.parse(body) as { records?: unknown };
    return Array.isArray(parsed.records)
      ? parsed.records.filter((r) => typeof r === 'object' && r !== null && (r as { kind?: unknown }).kind === kind)
          .length
      : 0;
  } catch {
    return 0;
  }
}
