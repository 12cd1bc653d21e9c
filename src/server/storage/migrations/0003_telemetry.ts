import type { Kysely } from 'kysely';

// docs/internals.md: telemetry_records keyed by the record id, so a record sent twice is stored once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telemetry_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('client_time', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('telemetry_records_received_at').on('telemetry_records').column('received_at').execute();
  await db.schema
    .createIndex('telemetry_records_kind_received_at')
    .on('telemetry_records')
    .columns(['kind', 'received_at'])
    .execute();
  await db.schema
    .createTable('telemetry_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .addColumn('stored_count', 'integer', (c) => c.notNull())
    .addColumn('duplicate_count', 'integer', (c) => c.notNull())
    .addColumn('rejected_count', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telemetry_rejections')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('telemetry_rejections_batch_id').on('telemetry_rejections').column('batch_id').execute();
}
