import type { Kysely } from 'kysely';

// The telemetry inspector's filters (docs/config-area.md): by page over a time range, and the batch and
// rejection summaries over a time range. The telemetry migration already indexes (kind, received_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('inspector_records_page_received_at').ifNotExists().on('telemetry_records').columns(['page_path', 'received_at']).execute();
  await db.schema.createIndex('inspector_batches_received_at').ifNotExists().on('telemetry_batches').column('received_at').execute();
  await db.schema.createIndex('inspector_rejections_received_at').ifNotExists().on('telemetry_rejections').columns(['received_at', 'kind']).execute();
}
