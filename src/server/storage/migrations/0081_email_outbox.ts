import type { Kysely } from 'kysely';

// The outgoing email outbox (docs/commerce.md, "Outgoing email"): written in the order's transaction, sent
// later by the SMTP sender when one is configured. `send_after` is when it may first go (a gift card's send
// date); `next_attempt_at` moves on after each failed attempt.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('send_after', 'bigint', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_emails_due').on('outbox_emails').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_emails_created').on('outbox_emails').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_emails').execute();
}
