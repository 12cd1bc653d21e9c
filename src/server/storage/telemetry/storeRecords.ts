import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import type { Database } from '../Database';

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
  const receivedAt = options.now ?? Date.now();
  const batchId = randomUUID();
  const rejected = options.rejected ?? [];
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
        received_at: receivedAt,
        batch_id: batchId,
        payload: JSON.stringify(record.payload),
      }));
      const result = await trx
        .insertInto('telemetry_records')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      stored += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    // A batch repeating an id inside itself counts the repeat as a duplicate too.
    const duplicates = records.length - stored;
    await trx
      .insertInto('telemetry_batches')
      .values({
        id: batchId,
        received_at: receivedAt,
        endpoint: options.endpoint,
        record_count: records.length + rejected.length,
        stored_count: stored,
        duplicate_count: duplicates,
        rejected_count: rejected.length,
        bytes: options.bytes ?? 0,
      })
      .execute();
    if (rejected.length > 0) {
      await trx
        .insertInto('telemetry_rejections')
        .values(
          rejected.map((r) => ({
            batch_id: batchId,
            record_id: r.id,
            kind: r.kind ?? null,
            reason: r.reason,
            received_at: receivedAt,
          })),
        )
        .execute();
    }
    return { batchId, stored, duplicates };
  });
}
