import type { Kysely } from 'kysely';

// Tables of src/server/storage/tables/forms.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_submission_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // The rate limit counts a visitor's recent keys.
  await db.schema
    .createIndex('form_submission_keys_visitor_issued_at')
    .on('form_submission_keys')
    .columns(['visitor', 'issued_at'])
    .execute();
  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('form_kind', 'text', (c) => c.notNull())
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('page_json', 'text', (c) => c.notNull())
    .addColumn('census_json', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_form_id_received_at')
    .on('form_submissions')
    .columns(['form_id', 'received_at'])
    .execute();
}
