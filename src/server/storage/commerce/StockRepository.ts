import type { Kysely } from 'kysely';
import type { Database } from '../Database';

interface StockSeed {
  sku: string;
  productId: string;
  qtyInStock: number;
}

// Live stock of the limited variants. The site file seeds it; a changed figure in the file (a restock)
// replaces the live one, an unchanged file leaves what orders have taken.
export class StockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async seed(seeds: readonly StockSeed[]): Promise<void> {
    for (const { sku, productId, qtyInStock } of seeds) {
      await this.db
        .insertInto('product_stock')
        .values({ sku, product_id: productId, qty_in_stock: qtyInStock, unlimited: 0, seeded_qty: qtyInStock })
        .onConflict((oc) => oc.column('sku').doNothing())
        .execute();
      await this.db
        .updateTable('product_stock')
        .set({ qty_in_stock: qtyInStock, seeded_qty: qtyInStock, product_id: productId })
        .where('sku', '=', sku)
        .where('seeded_qty', '!=', qtyInStock)
        .execute();
    }
  }

  /** Live quantities by SKU. */
  async readAll(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('product_stock').select(['sku', 'qty_in_stock']).execute();
    return new Map(rows.map((r) => [r.sku, Number(r.qty_in_stock)]));
  }
}
