import Database from 'better-sqlite3';
import { readStoredPayload } from '../../../src/server/storage/telemetry/payloads/readStoredPayload';

export interface StoredRecord {
  id: string;
  kind: string;
  type: string | null;
  page_path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's payload; tests read the fields they expect
  payload: Record<string, any>;
}

// The server is the oracle (STYLE): read what it stored straight from its SQLite file (payloads as sent:
// some kinds' are stored without their keys, readStoredPayload).
export function readRecords(databaseFile: string, kind: string): StoredRecord[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'select id, kind, type, page_path, payload from telemetry_records where kind = ? order by client_time, id',
      )
      .all(kind) as Array<Omit<StoredRecord, 'payload'> & { payload: string }>;
    return rows.map((row) => ({
      ...row,
      payload: readStoredPayload(row.kind, row.payload) as StoredRecord['payload'],
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
