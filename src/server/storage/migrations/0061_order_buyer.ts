import type { Kysely } from 'kysely';

// Who placed an order: a hash of the placing browser's crumb cookie (a random per-visitor value), so a
// checkout idempotency key answers its order only to the browser that placed it, never to whoever else posts
// the key (docs/commerce.md). Orders placed before this have none and are never answered by key again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_hash').execute();
}
