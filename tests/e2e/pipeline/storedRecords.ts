import Database from 'better-sqlite3';

// The server is the oracle (STYLE): read what it stored straight from its SQLite file.
export function readStoredMarkers(databaseFile: string, marker: string): { ids: string[]; indexes: number[] } {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('select id, payload from telemetry_records where payload like ? order by id')
      .all(`%${marker}%`) as Array<{ id: string; payload: string }>;
    const indexes = rows.map((row) => {
      const match = /\\?"i\\?":(\d+)/.exec(row.payload);
      return match ? Number(match[1]) : -1;
    });
    return { ids: rows.map((r) => r.id), indexes: indexes.sort((a, b) => a - b) };
  } finally {
    db.close();
  }
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
  return readRows(
    databaseFile,
    `select b.stored_count as stored, b.bytes as bytes, sum(length(r.payload)) as payloadChars
       from telemetry_batches b join telemetry_records r on r.batch_id = b.id
      where r.payload like ? group by b.id order by b.received_at`,
    `%${marker}%`,
  ) as Array<{ stored: number; bytes: number; payloadChars: number }>;
}
