import type { Kysely } from 'kysely';

// Tables of src/server/storage/tables/ownerContent.ts: what owners changed in the site's content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_item_states')
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('visibility', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_item_states_pk', ['collection_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('content_collection_states')
    .addColumn('collection_id', 'text', (c) => c.primaryKey())
    .addColumn('clone_id', 'text')
    .addColumn('clone_json', 'text')
    .addColumn('cloned_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}
