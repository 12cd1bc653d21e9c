import type { Kysely } from 'kysely';

// The order's money as its lines (src/shared/commerce/OrderTotals.ts): subtotal, each discount with its code,
// shipping, each tax, gift cards and total, stored as JSON with the order so every place that shows the order
// reads the same figures. Orders placed before this have none; they are read from the summed columns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('totals_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('totals_json').execute();
}
