import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';

export interface SeedRecord {
  id: string;
  kind: string;
  page?: string;
  at: number;
  payload?: Record<string, unknown>;
  batch?: string;
}

// Known rows written straight into the telemetry tables, as the telemetry area stores them.
export async function seedRecords(db: Kysely<Database>, records: SeedRecord[]): Promise<void> {
  await db
    .insertInto('telemetry_records')
    .values(
      records.map((r) => ({
        id: r.id,
        kind: r.kind,
        type: null,
        page_path: r.page ?? '/',
        session_id: 's1',
        client_time: r.at - 5,
        received_at: r.at,
        batch_id: r.batch ?? 'b1',
        payload: JSON.stringify(r.payload ?? {}),
      })),
    )
    .execute();
}

export async function seedBatch(
  db: Kysely<Database>,
  batch: {
    id: string;
    at: number;
    records: number;
    stored: number;
    duplicates: number;
    rejected: number;
    bytes: number;
  },
): Promise<void> {
  await db
    .insertInto('telemetry_batches')
    .values({
      id: batch.id,
      received_at: batch.at,
      endpoint: '/api/telemetry/batch',
      record_count: batch.records,
      stored_count: batch.stored,
      duplicate_count: batch.duplicates,
      rejected_count: batch.rejected,
      bytes: batch.bytes,
    })
    .execute();
}

export async function seedRejection(
  db: Kysely<Database>,
  rejection: { batch: string; record: string; kind: string | null; reason: string; at: number },
): Promise<void> {
  await db
    .insertInto('telemetry_rejections')
    .values({
      batch_id: rejection.batch,
      record_id: rejection.record,
      kind: rejection.kind,
      reason: rejection.reason,
      received_at: rejection.at,
    })
    .execute();
}
