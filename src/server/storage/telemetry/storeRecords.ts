import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import type { Database } from '../Database';
import { dialectOf } from '../dialect/dialectOf';
import { groupRejections, type RejectedRecord } from './groupRejections';
import { insertRecordsPostgres } from './insertRecordsPostgres';
import { computeRollups } from './rollups/computeRollups';
import { batchRollupWrites, rollupWrites, runWrites, type WriteQuery } from './rollups/writeRollups';

export interface StoreRecordsOptions {
  /** The path the records came in on (the batch endpoint or one of the spec's endpoints). */
  endpoint: string;
  /** Records that failed validation: counted per (kind, reason) on the batch and in the rollups. */
  rejected?: RejectedRecord[];
  /** Size of the request body on the wire, for the inspector. */
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
}

// SQLite allows 32766 bound values per statement; 9 columns × 500 rows stays far below it.
const ROWS_PER_INSERT = 500;

// Exactly-once storage: the record id is the primary key and a resend is ignored (`on conflict do
// nothing`), so at-least-once delivery from the browser becomes exactly-once storage here. Records must
// already be valid (validateRecord). In one transaction with the records: the batch's row, its rejections
// as counts, and the hourly and daily rollups of the records this insert stored (not of duplicates), so the
// rollups never disagree with what was acknowledged.
export async function storeRecords(
  db: Kysely<Database>,
  records: TelemetryEnvelope[],
  options: StoreRecordsOptions,
): Promise<StoreRecordsResult> {
  // 96 random bits in 16 characters: every record carries its batch's id, so it is kept short.
  const batch: StoreRecordsBatch = { id: randomBytes(12).toString('base64url'), receivedAt: options.now ?? Date.now() };
  // A batch repeating an id inside itself stores its first copy; the repeat counts as a duplicate.
  const seen = new Set<string>();
  const unique = records.filter((record) => !seen.has(record.id) && seen.add(record.id));
  const rejections = groupRejections(options.rejected ?? []);
  const rejected = rejections.reduce((sum, r) => sum + r.count, 0);
  const dialect = dialectOf(db);
  const stored = await db.transaction().execute(async (trx) => {
    const ids =
      dialect === 'postgres'
        ? await insertRecordsPostgres(trx, unique, batch)
        : await insertRecordsSqlite(trx, unique, batch);
    const storedIds = new Set(ids);
    const fresh = unique.filter((record) => storedIds.has(record.id));
    const writes: WriteQuery[] = [
      ...rollupWrites(trx, computeRollups(fresh.map((record) => ({ ...record, receivedAt: batch.receivedAt })))),
      trx.insertInto('telemetry_batches').values({
        id: batch.id,
        received_at: batch.receivedAt,
        endpoint: options.endpoint,
        record_count: records.length + rejected,
        stored_count: fresh.length,
        duplicate_count: records.length - fresh.length,
        rejected_count: rejected,
        bytes: options.bytes ?? 0,
      }),
    ];
    if (rejections.length > 0)
      writes.push(
        trx
          .insertInto('telemetry_rejections')
          .values(rejections.map((r) => ({ batch_id: batch.id, ...r, received_at: batch.receivedAt }))),
      );
    writes.push(
      ...batchRollupWrites(trx, {
        receivedAt: batch.receivedAt,
        records: records.length + rejected,
        stored: fresh.length,
        duplicates: records.length - fresh.length,
        rejections,
        bytes: options.bytes ?? 0,
      }),
    );
    await runWrites(trx, writes);
    return fresh.length;
  });
  return { batchId: batch.id, stored, duplicates: records.length - stored };
}

// SQLite: multi-row inserts (one writer at a time, no network between statements); the ids it stored.
async function insertRecordsSqlite(
  trx: Kysely<Database>,
  records: TelemetryEnvelope[],
  batch: StoreRecordsBatch,
): Promise<string[]> {
  const ids: string[] = [];
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
    const inserted = await trx
      .insertInto('telemetry_records')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}
