import Database from 'better-sqlite3';
import { readRecordsContaining } from '../collectors/readRecords';

// The server is the oracle (STYLE): read what it stored straight from its SQLite file, payloads through the
// server's reader (readRecords: a request's payloads may be in a blob, docs/telemetry.md).
export function readStoredMarkers(databaseFile: string, marker: string): { ids: string[]; indexes: number[] } {
  const rows = readRecordsContaining(databaseFile, marker).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const indexes = rows.map((row) => {
    const match = /\\?"i\\?":(\d+)/.exec(JSON.stringify(row.payload));
    return match ? Number(match[1]) : -1;
  });
  return { ids: rows.map((r) => r.id), indexes: indexes.sort((a, b) => a - b) };
}

export function readRows(databaseFile: string, sql: string, ...params: unknown[]): unknown[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

export function countRows(databaseFile: string, sql: string, ...params: unknown[]): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

// Poll until the server has stored `expected` records of this marker (or time runs out), then return
// what it holds, so a test can assert 0 lost and 0 duplicated.
export async function waitForStored(databaseFile: string, marker: string, expected: number, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  let stored = readStoredMarkers(databaseFile, marker);
  while (stored.ids.length < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    stored = readStoredMarkers(databaseFile, marker);
  }
  return stored;
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The requests that carried a marker's records: how many records each stored, its bytes on the wire, and the
 * JSON length of those records' payloads alone (a lower bound for a plain body carrying them).
 */
export function readCarryingBatches(
  databaseFile: string,
  marker: string,
): Array<{ stored: number; bytes: number; payloadChars: number }> {
  const chars = new Map<string, number>();
  for (const record of readRecordsContaining(databaseFile, marker))
    chars.set(record.batch_id, (chars.get(record.batch_id) ?? 0) + JSON.stringify(record.payload).length);
  const batches = readRows(
    databaseFile,
    `select id, stored_count as stored, bytes from telemetry_batches where id in (select value from json_each(?))
      order by received_at`,
    JSON.stringify([...chars.keys()]),
  ) as Array<{ id: string; stored: number; bytes: number }>;
  return batches.map(({ id, stored, bytes }) => ({ stored, bytes, payloadChars: chars.get(id)! }));
}
