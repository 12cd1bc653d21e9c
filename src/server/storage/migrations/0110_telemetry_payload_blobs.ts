import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';

// Payloads stored compressed per request (issue 49.1, docs/telemetry.md "Payload blobs"): a request whose
// payloads as text would take many times its bytes on the wire (a gzip body of records repeating long
// values) keeps them in one deflated blob, keyed by its batch, and each of its records names its place in the
// blob (`payload_index`) instead of carrying its text (`payload` is then ''). `received_at` is the batch's,
// the same as its records', so the retention deletes a blob with its records. Rows stored before have no
// index and keep their text. Adding a nullable column rewrites nothing on either database.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('telemetry_payload_blobs')
    .addColumn('batch_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('payloads', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('telemetry_payload_blobs_received')
    .on('telemetry_payload_blobs')
    .column('received_at')
    .execute();
  await db.schema.alterTable('telemetry_records').addColumn('payload_index', 'integer').execute();
}
