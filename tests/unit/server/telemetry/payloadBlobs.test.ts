import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneTelemetry } from '../../../../src/server/storage/telemetry/pruneTelemetry';
import { readExportLines } from '../../../../src/server/storage/telemetry/readExportLines';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { validateRecord } from '../../../../src/shared/telemetry/validateRecord';
import { testDialect } from '../../../postgres/openTestStorage';
import { closeDemoApp, openDemoApp, type DemoApp } from '../demoApp';
import { CRAFTED_PAYLOADS } from './craftedPayloads';
import { storedBytes } from './storedBytes';
import { sendGzipBatch } from './sendGzipBatch';

// Issue 49.1, what keyless payloads left open: a crafted gzip body whose records repeat one long value
// compresses as well as the decoded-size cap lets it (128 times), and stored as text its payloads took 120 to
// 300 times its wire bytes. Such a request's payloads are stored compressed in one blob of its batch
// (payloads/planPayloadBlobs), and every reader reads them back as sent.
const MAX_STORED_PER_WIRE_BYTE = 20;
const LONG = 'Harbour & Pine, the long value a crafted body repeats in every record. '.repeat(60);

let demo: DemoApp;
beforeEach(async () => {
  demo = await openDemoApp();
});
afterEach(() => closeDemoApp(demo));

// The crafted envelope (rollupAmplification.test.ts): sequential ids, a 512-character page path of
// its own per record (stored as "(other)"). With one page path for every record a body packs each record's
// envelope to about 9 bytes of gzip, and PostgreSQL's row with its five indexes (about 190 bytes whatever its
// payload) alone is 20 to 21 times that: a floor of the rows, not of the payloads (docs/telemetry.md).
const envelope = (kind: string, id: string, seq: number, payload: unknown) => ({
  id,
  kind,
  sessionId: 's',
  seq,
  time: 1_700_000_000_000 + seq,
  pagePath: `/${String(seq).padStart(8, '0')}${'/x'.repeat(251)}/${id}`,
  payload,
});

type Path = Array<string | number>;

/** Each string field's path in `value`. */
function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
}

function setAt(value: unknown, path: Path, text: string): void {
  let object = value as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) object = object[key] as Record<string | number, unknown>;
  object[path[path.length - 1]!] = text;
}

// For each kind, how long each string field of its crafted payload may be (up to LONG), found once: a field
// at a time, as long as the kind's schema still takes the payload.
const longLengths = new Map<string, Array<[Path, number]>>();
function longLengthsOf(kind: string): Array<[Path, number]> {
  const known = longLengths.get(kind);
  if (known) return known;
  const payload = structuredClone(CRAFTED_PAYLOADS[kind]!(0));
  const lengths: Array<[Path, number]> = [];
  for (const path of stringPaths(payload)) {
    let original = payload as unknown;
    for (const key of path) original = (original as Record<string | number, unknown>)[key];
    let length = LONG.length;
    for (; length >= 16; length = Math.floor(length / 2)) {
      setAt(payload, path, LONG.slice(0, length));
      if (validateRecord(envelope(kind, 'probe', 0, payload)).ok) break;
    }
    if (length >= 16) lengths.push([path, length]);
    else setAt(payload, path, original as string);
  }
  longLengths.set(kind, lengths);
  return lengths;
}

/** The kind's crafted payload `i` with each of its string fields as long as its schema takes, the same text in every record. */
function withLongValues(kind: string, i: number): unknown {
  const payload = CRAFTED_PAYLOADS[kind]!(i);
  for (const [path, length] of longLengthsOf(kind)) setAt(payload, path, LONG.slice(0, length));
  return payload;
}

const send = (records: unknown[]) => sendGzipBatch(demo.app, records);

/** As many records of `kind` with long values as the decoded-size cap takes in one request. */
async function sendCrafted(kind: string, batch: number) {
  const records = (n: number) =>
    Array.from({ length: n }, (_, i) => envelope(kind, `${kind}.${batch}.${i}`, i, withLongValues(kind, i)));
  let n: number = PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST;
  let sent = await send(records(n));
  while (sent.reply.statusCode === 413 && n > 10) sent = await send(records((n = Math.floor(n * 0.8))));
  expect(sent.reply.statusCode, sent.reply.body.slice(0, 200)).toBe(200);
  return { ...sent, records: records(n) };
}

async function exported(): Promise<Array<{ id: string; payload: unknown }>> {
  const lines: Array<{ id: string; payload: unknown }> = [];
  for await (const line of readExportLines(demo.db, {})) lines.push(JSON.parse(line) as (typeof lines)[number]);
  return lines;
}

const blobCount = async () =>
  Number(
    (
      await demo.db
        .selectFrom('telemetry_payload_blobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('crafted bodies whose records repeat long values', () => {
  it.each(Object.keys(CRAFTED_PAYLOADS))('%s: at most 20x the wire bytes stored', async (kind) => {
    await send([envelope(kind, `${kind}.first`, 0, CRAFTED_PAYLOADS[kind]!(0))]);
    const before = await storedBytes(demo.db);
    let wire = 0;
    for (let b = 0; b < 5; b += 1) wire += (await sendCrafted(kind, b)).wire;
    const stored = (await storedBytes(demo.db)) - before;
    console.log(
      `[${testDialect}] ${kind} (long values): ${stored} bytes stored for ${wire} on the wire, ${(stored / wire).toFixed(1)}x`,
    );
    expect(stored / wire).toBeLessThanOrEqual(MAX_STORED_PER_WIRE_BYTE);
  });
});

describe('a batch stored in a blob', () => {
  const kind = 'analytics';

  it('reads back as sent through the export, beside records stored as text', async () => {
    const plain = await send([envelope(kind, 'plain.0', 0, CRAFTED_PAYLOADS[kind]!(0))]);
    expect(plain.reply.statusCode).toBe(200);
    const { records } = await sendCrafted(kind, 0);
    expect(await blobCount()).toBe(1);
    const lines = await exported();
    const sent = new Map<string, unknown>([
      ['plain.0', CRAFTED_PAYLOADS[kind]!(0)],
      ...records.map((r) => [r.id, r.payload] as const),
    ]);
    expect(lines).toHaveLength(sent.size);
    for (const line of lines) expect(line.payload, line.id).toEqual(sent.get(line.id));
  });

  it('stores a resent record once, and a wholly resent batch adds no blob', async () => {
    const first = await sendCrafted(kind, 0);
    const again = await send(first.records);
    expect(JSON.parse(again.reply.body)).toMatchObject({ stored: 0, duplicates: first.records.length });
    expect(await blobCount()).toBe(1);
    // Half resent, half new: the new half is stored (in a blob of its own), the resent half not again.
    const half = Math.floor(first.records.length / 2);
    const fresh = first.records.slice(half).map((r) => ({ ...r, id: `new.${r.id}` }));
    const mixed = await send([...first.records.slice(0, half), ...fresh]);
    expect(JSON.parse(mixed.reply.body)).toMatchObject({ stored: fresh.length, duplicates: half });
    const lines = await exported();
    expect(lines).toHaveLength(first.records.length + fresh.length);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    for (const line of lines) expect(line.payload, line.id).toEqual(first.records[0]!.payload);
  });

  it('is pruned with its records', async () => {
    await sendCrafted(kind, 0);
    expect(await blobCount()).toBe(1);
    const result = await pruneTelemetry(demo.db, Date.now() + 1000);
    expect(result).toMatchObject({ payloadBlobs: 1 });
    expect(await blobCount()).toBe(0);
    expect(await exported()).toEqual([]);
  });
});
