import type { Kysely } from 'kysely';

// A digital order line's download (docs/commerce.md): the file it serves, until when, and how many of its
// uses are gone. One per order line (a unique constraint), so two renderings of the confirmation make one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_downloads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_downloads_order_line', ['order_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_downloads').execute();
}
