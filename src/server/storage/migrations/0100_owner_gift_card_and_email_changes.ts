import type { Kysely } from 'kysely';

// What owners change by hand (issue 48, docs/commerce.md): a gift card's balance, each change a row of
// gift_card_adjustments saying from what, to what, why and by whom; and an email sent again from the outbox,
// a new outbox row whose resend_of names the email it copies (and resent_by the owner who asked).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_card_adjustments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    .addColumn('from_cents', 'integer', (c) => c.notNull())
    .addColumn('to_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_adjustments_card')
    .on('gift_card_adjustments')
    .columns(['gift_card_id', 'created_at'])
    .execute();
  await db.schema.alterTable('outbox_emails').addColumn('resend_of', 'text').execute();
  await db.schema.alterTable('outbox_emails').addColumn('resent_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('resent_by').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('resend_of').execute();
  await db.schema.dropTable('gift_card_adjustments').execute();
}
