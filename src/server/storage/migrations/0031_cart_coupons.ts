import type { Kysely } from 'kysely';

// The coupon codes a shopper entered in a cart (docs/commerce.md): a JSON array of upper-case codes, '[]' for
// none, on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('coupon_codes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('coupon_codes_json').execute();
}
