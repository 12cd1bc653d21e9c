import type { Kysely } from 'kysely';

// Pages read the live stock of the products they show (StockRepository.readForProducts: product_id IN …),
// not the whole table: this index finds their rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_stock_product_id').on('product_stock').column('product_id').execute();
}
