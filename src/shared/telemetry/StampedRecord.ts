import type { TelemetryRecord } from './TelemetryRecord';

// What the facade stamps on the main thread; the page id, session id and path cross once per hand-over.
interface StampedRecord {
  seq: number;
  time: number;
  kind: string;
  type: string | undefined;
  payload: Record<string, unknown>;
}

// Records travel to the worker in columns, since structured clone pays per value and per object's keys: seq
// implied, kind/type/time/shape run-length coded (each run list holds its run's first record index), payload
// values in one flat list, a repeated string as its place only (docs/telemetry.md, "The worker protocol").
export const MAX_BATCH_NAMES = 16;
/** How many of the batch's latest shapes a payload's keys are compared with before a new shape is written. */
export const MAX_SHAPE_SEARCH = 8;
/** The code of an absent type. */
const NO_TYPE = -1;

type NameCode = number | string;

export interface StampedBatch {
  pagePath: string;
  firstSeq: number;
  count: number;
  names: string[];
  /** Triples: kind code, type code (NO_TYPE when absent), index of the first record that has them. */
  runs: Array<NameCode>;
  /** The time of the batch's first task. */
  timeBase: number;
  /** Pairs: a time as milliseconds after timeBase, index of the first record made at it (one pair a task at most). */
  times: number[];
  /** Key lists of the payloads (Object.keys: own enumerable string keys, what structured clone copies). */
  shapes: string[][];
  /** Pairs: a shape's index, index of the first payload of the run that has it. */
  shapeRuns: number[];
  /** Every payload's values in its shape's key order, payload after payload, but for the repeats. */
  values: unknown[];
  /** Ascending places (counted over every payload's values) whose string repeats the payload before's at that key. */
  repeats: number[];
}

export function createStampedBatch(pagePath: string, firstSeq: number): StampedBatch {
  forInSafe = !hasEnumerableKey(Object.prototype);
  return {
    pagePath,
    firstSeq,
    count: 0,
    names: [],
    runs: [],
    timeBase: 0,
    times: [],
    shapes: [],
    shapeRuns: [],
    values: [],
    repeats: [],
  };
}

/** The time of the records made from here on: the facade calls it at a task's first record, just before pushing it. */
export function stampTaskTime(batch: StampedBatch, time: number): void {
  const times = batch.times;
  const t = times.length;
  if (t === 0) batch.timeBase = time;
  const after = time - batch.timeBase;
  if (t === 0 || times[t - 2] !== after) times.push(after, batch.count);
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

function hasEnumerableKey(object: object): boolean {
  for (const key in object) if (key) return true;
  return false;
}

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shapeOf(shapes: string[][], keys: string[]): number {
  for (let at = shapes.length - 1; at >= 0 && at >= shapes.length - MAX_SHAPE_SEARCH; at--)
    if (sameKeys(shapes[at] as string[], keys)) return at;
  return shapes.push(keys) - 1;
}

// for-in reads keys without making a list, but yields inherited ones the clone leaves out: used only on plain
// objects (while Object.prototype has no enumerable key) and null-prototype ones, to confirm the shape before.
let forInSafe = true;
let lastBatch: StampedBatch | null = null;
let lastKind = '';
let lastType: string | undefined;
// The last payload's values (of lastValuesBatch), what a repeat refers to: only the facade's batch grows.
let lastValues: unknown[] = [];
let lastValuesBatch: StampedBatch | null = null;

// The rare steps are functions of their own: inside pushStamp their thin type feedback made the optimising
// compilers back out of it on every new task.
function startRun(batch: StampedBatch, kind: string, type: string | undefined): void {
  batch.runs.push(codeOf(batch.names, kind), codeOf(batch.names, type), batch.count);
  lastBatch = batch;
  lastKind = kind;
  lastType = type;
}

/** Writes the payload's values when its keys are those of the payload before; false when they are not. */
function pushSameShape(batch: StampedBatch, payload: Record<string, unknown>): boolean {
  const shapeRuns = batch.shapeRuns;
  const s = shapeRuns.length;
  const proto: unknown = Object.getPrototypeOf(payload);
  if (s === 0 || lastValuesBatch !== batch || !((proto === Object.prototype && forInSafe) || proto === null))
    return false;
  const shape = batch.shapes[shapeRuns[s - 2] as number] as string[];
  const values = batch.values;
  const repeats = batch.repeats;
  const last = lastValues;
  const valuesBefore = values.length;
  const repeatsBefore = repeats.length;
  let n = 0;
  for (const key in payload) {
    if (shape[n] !== key) {
      values.length = valuesBefore;
      repeats.length = repeatsBefore;
      return false;
    }
    const value = payload[key];
    if (typeof value === 'string' && value === last[n]) repeats.push(values.length + repeats.length);
    else {
      values.push(value);
      last[n] = value;
    }
    n++;
  }
  if (n !== shape.length) {
    values.length = valuesBefore;
    repeats.length = repeatsBefore;
    return false;
  }
  return true;
}

function pushNewShape(batch: StampedBatch, payload: Record<string, unknown>): void {
  const keys = Object.keys(payload);
  batch.shapeRuns.push(shapeOf(batch.shapes, keys), batch.count);
  lastValues = [];
  lastValuesBatch = batch;
  for (const key of keys) {
    const value = payload[key];
    batch.values.push(value);
    lastValues.push(value);
  }
}

/** Appends the next record of the batch; its seq is firstSeq plus the number of records before it. */
export function pushStamp(
  batch: StampedBatch,
  kind: string,
  type: string | undefined,
  payload: Record<string, unknown>,
): void {
  if (batch !== lastBatch || kind !== lastKind || type !== lastType) startRun(batch, kind, type);
  if (!pushSameShape(batch, payload)) pushNewShape(batch, payload);
  batch.count++;
}

export function countStamps(batch: StampedBatch): number {
  return batch.count;
}

/** The seq of the batch's last record (firstSeq - 1 when it is empty). */
export function lastStampSeq(batch: StampedBatch): number {
  return batch.firstSeq + batch.count - 1;
}

function buildPayload(keys: string[], values: unknown[]): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    // An own "__proto__" key (JSON.parse makes them) stays a plain property, as structured clone keeps it.
    if (key === '__proto__')
      Object.defineProperty(payload, key, { value: values[k], enumerable: true, writable: true, configurable: true });
    else payload[key] = values[k];
  }
  return payload;
}

export function readStamps(batch: StampedBatch): StampedRecord[] {
  const records: StampedRecord[] = [];
  const { names, runs, times, shapes, shapeRuns, values, repeats } = batch;
  // Each list's next run begins at the record index its entry names; `at` is the run in force.
  let run = -3;
  let timeAt = -2;
  let shapeAt = -2;
  let valueAt = 0;
  let slot = 0;
  let repeatAt = 0;
  let last: unknown[] = [];
  for (let i = 0; i < batch.count; i++) {
    // (Past a list's end the index reads undefined, never i.)
    while (runs[run + 5] === i) run += 3;
    while (times[timeAt + 3] === i) timeAt += 2;
    while (shapeRuns[shapeAt + 3] === i) shapeAt += 2;
    const keys = shapes[shapeRuns[shapeAt] ?? -1] ?? [];
    // A repeat refers to the payload before, of the same shape: the first payload of a shape run has none.
    const payloadValues: unknown[] = [];
    for (let k = 0; k < keys.length; k++, slot++)
      payloadValues.push(repeats[repeatAt] === slot ? (repeatAt++, last[k]) : values[valueAt++]);
    last = payloadValues;
    records.push({
      seq: batch.firstSeq + i,
      time: batch.timeBase + (times[timeAt] ?? 0),
      kind: nameOf(names, runs[run]) ?? '',
      type: nameOf(names, runs[run + 1]),
      payload: buildPayload(keys, payloadValues),
    });
  }
  return records;
}

/** The full envelope of a stamped record; its id is the page id plus the sequence number: unique across pages and within one. */
export function expandStampedRecord(
  pageId: string,
  sessionId: string,
  pagePath: string,
  stamped: StampedRecord,
): TelemetryRecord {
  const record: TelemetryRecord = {
    id: pageId + '.' + stamped.seq,
    kind: stamped.kind,
    sessionId,
    seq: stamped.seq,
    time: stamped.time,
    pagePath,
    payload: stamped.payload,
  };
  if (stamped.type !== undefined) record.type = stamped.type;
  return record;
}
