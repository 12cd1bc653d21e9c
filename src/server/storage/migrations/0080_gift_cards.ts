import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Gift cards (docs/commerce.md, "Gift cards"): one row per card bought, made in the order's transaction, with
// its code (unique), its balance (decremented by a conditional UPDATE when spent) and what the buyer asked
// for its recipient. gift_card_uses records each order that spent part of a card.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('initial_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('recipient_email', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('message', 'text')
    .addColumn('send_on', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('gift_cards_balance_in_range', sql`balance_cents >= 0 AND balance_cents <= initial_cents`)
    .execute();
  await db.schema.createIndex('gift_cards_order').on('gift_cards').columns(['order_id', 'line_no']).execute();
  await db.schema
    .createTable('gift_card_uses')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_card_uses_pk', ['order_id', 'gift_card_id'])
    .execute();
  await db.schema.createIndex('gift_card_uses_card').on('gift_card_uses').column('gift_card_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_card_uses').execute();
  await db.schema.dropTable('gift_cards').execute();
}
