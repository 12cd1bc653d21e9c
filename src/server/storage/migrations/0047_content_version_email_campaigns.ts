import type { Kysely } from 'kysely';

// Tables of src/server/storage/tables/ownerContent.ts: the content state's version (one row, raised by every
// owner content change, so each server process sees a change with one small read) and the email campaign
// drafts owners create from a published post. search_index_state learns which content version its index
// was built from, so a process holding an older state cannot overwrite a newer index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_state_version')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('email_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('post_url', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text')
    .addColumn('item_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_campaigns_created').on('email_campaigns').columns(['created_at']).execute();
  await db.schema
    .alterTable('search_index_state')
    .addColumn('content_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
