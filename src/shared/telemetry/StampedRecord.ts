import type { TelemetryRecord } from './TelemetryRecord';

// What the facade stamps on the main thread: the sequence number and time, beside the caller's kind, type
// and payload. The page id, session id and path are the same for a whole hand-over, so they cross to the
// worker once per call (StampedBatch), not once per record.
export interface StampedRecord {
  seq: number;
  time: number;
  kind: string;
  type: string | undefined;
  payload: Record<string, unknown>;
}

// Records travel to the worker in columns, because structured clone pays per value it writes (Chromium,
// 4x CPU throttling, 1000 records: 1000 envelope objects 2.8 ms; one flat array of five slots each 1.8 ms;
// the payload objects alone 1.1 ms). So the envelope costs next to nothing per record:
// - seq is implied: the records of a batch are consecutive, firstSeq + index;
// - kind and type are run-length coded: consecutive records of the same kind and type share one run, whose
//   names index the batch's own short `names` list (once it is full, further names are written as strings);
// - times are run-length coded too: records made in the same millisecond share one entry;
// - payloads stay the caller's objects: turning them into anything else would be serialising.
export const MAX_BATCH_NAMES = 16;
/** The code of an absent type. */
export const NO_TYPE = -1;

type NameCode = number | string;

export interface StampedBatch {
  pagePath: string;
  firstSeq: number;
  names: string[];
  /** Triples: kind code, type code (NO_TYPE when absent), how many consecutive records have them. */
  runs: Array<NameCode>;
  /** Pairs: a time, how many consecutive records have it. */
  times: number[];
  payloads: Array<Record<string, unknown>>;
}

export function createStampedBatch(pagePath: string, firstSeq: number): StampedBatch {
  return { pagePath, firstSeq, names: [], runs: [], times: [], payloads: [] };
}

function codeOf(names: string[], name: string | undefined): NameCode {
  if (name === undefined) return NO_TYPE;
  const at = names.indexOf(name);
  if (at >= 0) return at;
  if (names.length >= MAX_BATCH_NAMES) return name;
  return names.push(name) - 1;
}

function nameOf(names: string[], code: NameCode | undefined): string | undefined {
  if (typeof code === 'string') return code;
  return code === undefined || code === NO_TYPE ? undefined : names[code];
}

/** Appends the next record of the batch; its seq is firstSeq plus the number of records before it. */
export function pushStamp(batch: StampedBatch, time: number, kind: string, type: string | undefined, payload: Record<string, unknown>): void {
  const runs = batch.runs;
  const r = runs.length;
  if (r > 0 && nameOf(batch.names, runs[r - 3]) === kind && nameOf(batch.names, runs[r - 2]) === type) (runs[r - 1] as number)++;
  else runs.push(codeOf(batch.names, kind), codeOf(batch.names, type), 1);
  const times = batch.times;
  const t = times.length;
  if (t > 0 && times[t - 2] === time) (times[t - 1] as number)++;
  else times.push(time, 1);
  batch.payloads.push(payload);
}

export function countStamps(batch: StampedBatch): number {
  return batch.payloads.length;
}

/** The seq of the batch's last record (firstSeq - 1 when it is empty). */
export function lastStampSeq(batch: StampedBatch): number {
  return batch.firstSeq + batch.payloads.length - 1;
}

export function readStamps(batch: StampedBatch): StampedRecord[] {
  const records: StampedRecord[] = [];
  const { names, runs, times, payloads } = batch;
  let run = 0;
  let runLeft = (runs[2] as number | undefined) ?? 0;
  let timeAt = 0;
  let timeLeft = times[1] ?? 0;
  for (let i = 0; i < payloads.length; i++) {
    while (runLeft === 0 && run + 3 < runs.length) runLeft = runs[(run += 3) + 2] as number;
    while (timeLeft === 0 && timeAt + 2 < times.length) timeLeft = times[(timeAt += 2) + 1] ?? 0;
    runLeft--;
    timeLeft--;
    records.push({ seq: batch.firstSeq + i, time: times[timeAt] ?? 0, kind: nameOf(names, runs[run]) ?? '', type: nameOf(names, runs[run + 1]), payload: payloads[i] as Record<string, unknown> });
  }
  return records;
}

/** The full envelope of a stamped record; its id is the page id plus the sequence number (createRecordId). */
export function expandStampedRecord(pageId: string, sessionId: string, pagePath: string, stamped: StampedRecord): TelemetryRecord {
  const record: TelemetryRecord = { id: pageId + '.' + stamped.seq, kind: stamped.kind, sessionId, seq: stamped.seq, time: stamped.time, pagePath, payload: stamped.payload };
  if (stamped.type !== undefined) record.type = stamped.type;
  return record;
}
