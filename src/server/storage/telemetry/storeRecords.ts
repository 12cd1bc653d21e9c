import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import type { Database } from '../Database';
import { dialectOf } from '../dialect/dialectOf';
import { insertRecordsPostgres } from './insertRecordsPostgres';

export interface StoreRecordsOptions {
  /** The path the records came in on (the batch endpoint or one of the spec's endpoints). */
  endpoint: string;
  /** Records that failed validation: counted on the batch and kept in telemetry_rejections. */
  rejected?: Array<{ id: string; kind?: string; reason: string }>;
  /** Size of the request body, for the inspector. */
  bytes?: number;
  now?: number;
}

export interface StoreRecordsResult {
  batchId: string;
  stored: number;
  duplicates: number;
}

/** One request's worth of records, as written to telemetry_batches. */
export interface StoreRecordsBatch {
  id: string;
  receivedAt: number;
  endpoint: string;
  bytes: number;
  rejected: Array<{ id: string; kind?: string; reason: string }>;
}

// SQLite allows 32766 bound values per statement; 9 columns × 500 rows stays far below it.
const ROWS_PER_INSERT = 500;

// Exactly-once storage: the record id is the primary key and a resend is ignored (`on conflict do
// nothing`), so at-least-once delivery from the browser becomes exactly-once storage here. Records must
// already be valid (validateRecord).
export async function storeRecords(
  db: Kysely<Database>,
  records: TelemetryEnvelope[],
  options: StoreRecordsOptions,
): Promise<StoreRecordsResult> {
  const batch: StoreRecordsBatch = {
    id: randomUUID(),
    receivedAt: options.now ?? Date.now(),
    endpoint: options.endpoint,
    bytes: options.bytes ?? 0,
    rejected: options.rejected ?? [],
  };
  const stored =
    dialectOf(db) === 'postgres'
      ? await insertRecordsPostgres(db, records, batch)
      : await insertRecordsSqlite(db, records, batch);
  // A batch repeating an id inside itself counts the repeat as a duplicate too.
  return { batchId: batch.id, stored, duplicates: records.length - stored };
}

// SQLite: multi-row inserts in one transaction (one writer at a time, no network between statements).
async function insertRecordsSqlite(
  db: Kysely<Database>,
  records: TelemetryEnvelope[],
  batch: StoreRecordsBatch,
): Promise<number> {
  const { rejected } = batch;
  return db.transaction().execute(async (trx) => {
    let stored = 0;
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const rows = records.slice(start, start + ROWS_PER_INSERT).map((record) => ({
        id: record.id,
        kind: record.kind,
        type: record.type ?? null,
        page_path: record.pagePath,
        session_id: record.sessionId,
        client_time: record.time,
        received_at: batch.receivedAt,
        batch_id: batch.id,
        payload: JSON.stringify(record.payload),
      }));
      const result = await trx
        .insertInto('telemetry_records')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      stored += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    await trx
      .insertInto('telemetry_batches')
      .values({
        id: batch.id,
        received_at: batch.receivedAt,
        endpoint: batch.endpoint,
        record_count: records.length + rejected.length,
        stored_count: stored,
        duplicate_count: records.length - stored,
        rejected_count: rejected.length,
        bytes: batch.bytes,
      })
      .execute();
    if (rejected.length > 0) {
      await trx
        .insertInto('telemetry_rejections')
        .values(
          rejected.map((r) => ({
            batch_id: batch.id,
            record_id: r.id,
            kind: r.kind ?? null,
            reason: r.reason,
            received_at: batch.receivedAt,
          })),
        )
        .execute();
    }
    return stored;
  });
}
