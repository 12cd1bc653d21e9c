import { compareChunkKeys, type PersistedChunk } from './PersistedChunk';

export interface PlannedRequest {
  destination: string;
  keys: string[];
  count: number;
  body: string;
  bytes: number;
  /** Closed because the next chunk would not fit (bytes or records): a full request, not a remainder. */
  full: boolean;
}

// Group persisted chunks, oldest first, by destination into request bodies of at most maxBytes and
// maxRecords records, so 1000 records take a handful of requests (at most 10 per 1000, docs/telemetry.md). Each chunk
// was made to fit alone.
export function planRequests(
  chunks: PersistedChunk[],
  maxBytes: number,
  measure: (text: string) => number,
  maxRecords = Number.POSITIVE_INFINITY,
): PlannedRequest[] {
  const open = new Map<string, { keys: string[]; parts: string[]; count: number; bytes: number }>();
  const planned: PlannedRequest[] = [];
  const close = (destination: string, full: boolean) => {
    const group = open.get(destination);
    if (!group) return;
    const body = '{"records":[' + group.parts.join(',') + ']}';
    planned.push({ destination, keys: group.keys, count: group.count, body, bytes: group.bytes, full });
    open.delete(destination);
  };
  for (const chunk of [...chunks].sort(compareChunkKeys)) {
    const size = measure(chunk.json) + 1;
    const group = open.get(chunk.destination);
    if (group && (group.bytes + size > maxBytes || group.count + chunk.count > maxRecords))
      close(chunk.destination, true);
    const target = open.get(chunk.destination) ?? { keys: [], parts: [], count: 0, bytes: 14 };
    target.keys.push(chunk.key);
    target.parts.push(chunk.json);
    target.count += chunk.count;
    target.bytes += size;
    open.set(chunk.destination, target);
  }
  for (const destination of [...open.keys()]) close(destination, false);
  return planned;
}
