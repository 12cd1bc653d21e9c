import type { Kysely } from 'kysely';
import type { Database } from '../Database';

// Generated SKUs, stored once per product variant so a variant keeps its SKU across restarts.
export class SkuRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored SKU of a variant, generating and storing one the first time (retrying a taken one). */
  async assign(
    productId: string,
    variantKey: string,
    generate: () => string,
    taken: ReadonlySet<string>,
  ): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const existing = await this.db
        .selectFrom('product_skus')
        .select('sku')
        .where('product_id', '=', productId)
        .where('variant_key', '=', variantKey)
        .executeTakeFirst();
      if (existing) return existing.sku;
      const sku = generate();
      if (taken.has(sku)) continue;
      const clash = await this.db.selectFrom('product_skus').select('sku').where('sku', '=', sku).executeTakeFirst();
      if (clash) continue;
      await this.db
        .insertInto('product_skus')
        .values({ product_id: productId, variant_key: variantKey, sku })
        .onConflict((oc) => oc.columns(['product_id', 'variant_key']).doNothing())
        .execute();
    }
    throw new Error(`Could not generate a free SKU for product ${productId}`);
  }
}
