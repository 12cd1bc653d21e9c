import { sql, type Kysely } from 'kysely';
import type { Database } from '../Database';
import { textWithoutNul } from '../dialect/withoutNul';
import { binaryTextArray, integerArray, textArray } from './postgresArrays';
import type { StorableRecord, StoreRecordsBatch } from './storeRecords';

// PostgreSQL ingest of the records in one statement: the records as column arrays through unnest (a fixed
// number of parameters whatever the count; 155k rows/s against 110k for a multi-row VALUES on this machine,
// and on par with one JSON parameter read by json_to_recordset), `on conflict do nothing` for exactly-once.
// Ids are sorted: two processes inserting overlapping batches then take the rows' locks in the same order
// and cannot deadlock. PostgreSQL's text cannot hold NUL characters (SQLite's can): they are replaced, the
// same way on every resend, so a record is still stored once. Runs in the caller's transaction
// (storeRecords); the records may come from several requests (`batches[i]` is records[i]'s, `payloads[i]` its
// stored text, '' when `indexes[i]` names its place in its request's blob).
//
// The statement answers how many rows it stored, not their ids (a row back per record cost the server a
// tenth of its time): when that is all of them, as it is but for resends, nothing more is asked. Otherwise
// the stored ones are those whose row now carries their request's batch id (batch ids are random and new).
// Answers null when every record was stored, else whether each was.
export async function insertRecordsPostgres(
  trx: Kysely<Database>,
  records: readonly StorableRecord[],
  batches: readonly StoreRecordsBatch[],
  payloads: readonly string[],
  indexes: ReadonlyArray<number | null>,
): Promise<boolean[] | null> {
  const n = records.length;
  if (n === 0) return null;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    const x = records[a]!.id;
    const y = records[b]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const record = (i: number) => records[order[i]!]!;
  const batch = (i: number) => batches[order[i]!]!;
  const ids = textArray(n, (i) => record(i).id);
  const { rows } = await sql<{ stored: number }>`
    WITH stored AS (
      INSERT INTO telemetry_records (id, kind, type, page_path, session_id, client_time, received_at, batch_id, payload,
        payload_index)
      SELECT * FROM unnest(${ids}::text[], ${textArray(n, (i) => record(i).kind)}::text[],
        ${textArray(n, (i) => record(i).type ?? null)}::text[], ${textArray(n, (i) => record(i).pagePath)}::text[],
        ${textArray(n, (i) => record(i).sessionId)}::text[], ${integerArray(n, (i) => record(i).time)}::bigint[],
        ${integerArray(n, (i) => batch(i).receivedAt)}::bigint[], ${textArray(n, (i) => batch(i).id)}::text[],
        ${binaryTextArray(n, (i) => payloads[order[i]!]!)}::text[],
        ${indexes.some((index) => index !== null) ? textArray(n, (i) => indexText(indexes[order[i]!]!)) : null}::int[])
      ON CONFLICT (id) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS stored FROM stored`.execute(trx);
  if (rows[0]!.stored === n) return null;
  // Some were there already. Ids as stored (NUL replaced): of two records that become the same id, the
  // first inserted (in id order) is the one stored.
  const indexOf = new Map<string, number>();
  for (let i = n - 1; i >= 0; i -= 1) indexOf.set(textWithoutNul(record(i).id), order[i]!);
  const { rows: found } = await sql<{ id: string; batch_id: string }>`
    SELECT id, batch_id FROM telemetry_records WHERE id = ANY(${ids}::text[])`.execute(trx);
  const stored = new Array<boolean>(n).fill(false);
  for (const row of found) {
    const i = indexOf.get(row.id);
    if (i !== undefined && batches[i]!.id === row.batch_id) stored[i] = true;
  }
  return stored;
}

const indexText = (index: number | null) => (index === null ? null : String(index));
