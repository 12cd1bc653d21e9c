import Database from 'better-sqlite3';
import {
  payloadOfRow,
  type StoredPayloadRow,
} from '../../../src/server/storage/telemetry/payloads/createPayloadReader';
import { unpackPayloadBlob } from '../../../src/server/storage/telemetry/payloads/payloadBlob';

export interface StoredRecord {
  id: string;
  kind: string;
  type: string | null;
  page_path: string;
  batch_id: string;
  received_at: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's payload; tests read the fields they expect
  payload: Record<string, any>;
}

// The server is the oracle (STYLE): read what it stored straight from its SQLite file, payloads as sent
// through the server's own reader (payloadOfRow: some kinds' are stored without their keys, and a request that
// would store many times its wire bytes keeps its payloads in a blob).
export function readRecords(databaseFile: string, kind?: string): StoredRecord[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `select id, kind, type, page_path, batch_id, received_at, payload, payload_index from telemetry_records
          where kind = coalesce(?, kind) order by client_time, id`,
      )
      .all(kind ?? null) as Array<Omit<StoredRecord, 'payload'> & StoredPayloadRow>;
    // A request whose payloads were stored in a blob (planPayloadBlobs): its blob, unpacked once.
    const blobs = new Map<string, string[]>();
    const blobOf = db.prepare('select payloads from telemetry_payload_blobs where batch_id = ?');
    for (const row of rows)
      if (row.payload_index !== null && !blobs.has(row.batch_id))
        blobs.set(row.batch_id, unpackPayloadBlob((blobOf.get(row.batch_id) as { payloads: Buffer }).payloads));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      type: row.type,
      page_path: row.page_path,
      batch_id: row.batch_id,
      received_at: row.received_at,
      payload: payloadOfRow(row, blobs) as StoredRecord['payload'],
    }));
  } finally {
    db.close();
  }
}

// Poll until `accept` holds for the stored records of a kind (or time runs out), then return them.
export async function waitForRecords(
  databaseFile: string,
  kind: string,
  accept: (records: StoredRecord[]) => boolean,
  timeoutMs = 15000,
): Promise<StoredRecord[]> {
  const deadline = Date.now() + timeoutMs;
  let records = readRecords(databaseFile, kind);
  while (!accept(records) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    records = readRecords(databaseFile, kind);
  }
  return records;
}

/** Every stored record (of `kind`, when given) whose payload's JSON text, as sent, contains `text`. */
export function readRecordsContaining(databaseFile: string, text: string, kind?: string): StoredRecord[] {
  return readRecords(databaseFile, kind).filter((record) => JSON.stringify(record.payload).includes(text));
}
