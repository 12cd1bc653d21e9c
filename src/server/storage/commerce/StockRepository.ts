import type { Kysely } from 'kysely';
import type { Database } from '../Database';

interface StockSeed {
  sku: string;
  productId: string;
  qtyInStock: number;
}

// Product ids per query of readForProducts: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters.
const READ_BATCH = 500;

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
    // A restock from a new site file changes what pages show, in processes still running the old one too:
    // the stock trigger (migration 0105) raised the stock version and wrote the purge with each UPDATE.
  }

  /** Live quantities by SKU. */
  async readAll(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('product_stock').select(['sku', 'qty_in_stock']).execute();
    return new Map(rows.map((r) => [r.sku, Number(r.qty_in_stock)]));
  }

  /** One variant's live quantity; null when its stock is not kept (an unlimited variant). */
  async readOne(sku: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('product_stock')
      .select('qty_in_stock')
      .where('sku', '=', sku)
      .executeTakeFirst();
    return row ? Number(row.qty_in_stock) : null;
  }

  /**
   * Live quantities by SKU of these products' variants only: what one page shows. One query
   * (`product_id IN …`, by index) per READ_BATCH ids, so a store list of thousands stays within the
   * databases' bound-parameter limits.
   */
  async readForProducts(productIds: Iterable<string>): Promise<Map<string, number>> {
    const ids = [...new Set(productIds)];
    const stock = new Map<string, number>();
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      const rows = await this.db
        .selectFrom('product_stock')
        .select(['sku', 'qty_in_stock'])
        .where('product_id', 'in', ids.slice(start, start + READ_BATCH))
        .execute();
      for (const r of rows) stock.set(r.sku, Number(r.qty_in_stock));
    }
    return stock;
  }
}
