import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../Database';

export type CartRow = Selectable<Database['carts']>;
type CartEntryRow = Selectable<Database['cart_entries']>;

/** What a cart change may read and write, inside its transaction. */
interface CartChangeScope {
  quantityOf(sku: string): Promise<number>;
  stockOf(sku: string): Promise<number | null>;
  setQuantity(sku: string, productId: string, quantity: number): Promise<void>;
}

// Carts live in the database, keyed by the random token of the visitor's cart cookie; any server instance
// can answer for any cart.
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByToken(token: string): Promise<CartRow | undefined> {
    return this.db.selectFrom('carts').selectAll().where('token', '=', token).executeTakeFirst();
  }

  async create(websiteId: string, now: number): Promise<CartRow> {
    const row: CartRow = {
      id: randomBytes(12).toString('hex'),
      token: randomBytes(24).toString('base64url'),
      website_id: websiteId,
      created_at: now,
      updated_at: now,
      is_purchased: 0,
      order_id: null,
      shipping_option_id: null,
      coupon_codes_json: '[]',
    };
    await this.db.insertInto('carts').values(row).execute();
    return row;
  }

  /** Deletes a cart made for one checkout that was refused, with its lines and keys: no orphan is left. */
  async remove(cartId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('cart_entries').where('cart_id', '=', cartId).execute();
      await trx.deleteFrom('commerce_idempotency_keys').where('cart_id', '=', cartId).execute();
      await trx.deleteFrom('carts').where('id', '=', cartId).where('is_purchased', '=', 0).execute();
    });
  }

  async entries(cartId: string): Promise<CartEntryRow[]> {
    return this.db.selectFrom('cart_entries').selectAll().where('cart_id', '=', cartId).orderBy('added_at').execute();
  }

  async selectShippingOption(cartId: string, optionId: string, now: number): Promise<void> {
    await this.db
      .updateTable('carts')
      .set({ shipping_option_id: optionId, updated_at: now })
      .where('id', '=', cartId)
      .execute();
  }

  /** Enters or removes a coupon code; entering one already there, or removing one not there, changes nothing. */
  async changeCoupon(
    cartId: string,
    code: string,
    enter: boolean,
    now: number,
    max = Infinity,
  ): Promise<'changed' | 'unchanged' | 'full'> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('carts').select('coupon_codes_json').where('id', '=', cartId).executeTakeFirst();
      const codes = readCouponCodes(row?.coupon_codes_json);
      const next = enter ? (codes.includes(code) ? codes : [...codes, code]) : codes.filter((c) => c !== code);
      if (next.length > max) return 'full';
      if (next.length === codes.length && next.every((c, i) => c === codes[i])) return 'unchanged';
      await trx
        .updateTable('carts')
        .set({ coupon_codes_json: JSON.stringify(next), updated_at: now })
        .where('id', '=', cartId)
        .execute();
      return 'changed';
    });
  }

  /**
   * Runs a change once per idempotency key, in one transaction with its key: a repeat of the key changes
   * nothing and answers 'duplicate'. A change that throws stores neither itself nor its key.
   */
  async changeOnce(
    cartId: string,
    key: string,
    now: number,
    apply: (scope: CartChangeScope) => Promise<void>,
  ): Promise<'applied' | 'duplicate'> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('commerce_idempotency_keys')
        .values({ key, cart_id: cartId, created_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate';
      await apply(createScope(trx, cartId, now));
      await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
      return 'applied';
    });
  }
}

function createScope(trx: Transaction<Database>, cartId: string, now: number): CartChangeScope {
  return {
    async quantityOf(sku) {
      const row = await trx
        .selectFrom('cart_entries')
        .select('quantity')
        .where('cart_id', '=', cartId)
        .where('sku', '=', sku)
        .executeTakeFirst();
      return row ? Number(row.quantity) : 0;
    },
    async stockOf(sku) {
      const row = await trx
        .selectFrom('product_stock')
        .select('qty_in_stock')
        .where('sku', '=', sku)
        .executeTakeFirst();
      return row ? Number(row.qty_in_stock) : null;
    },
    async setQuantity(sku, productId, quantity) {
      if (quantity <= 0) {
        await trx.deleteFrom('cart_entries').where('cart_id', '=', cartId).where('sku', '=', sku).execute();
        return;
      }
      const updated = await trx
        .updateTable('cart_entries')
        .set({ quantity })
        .where('cart_id', '=', cartId)
        .where('sku', '=', sku)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('cart_entries')
          .values({ cart_id: cartId, sku, product_id: productId, quantity, added_at: now })
          .execute();
    },
  };
}

/** The codes of a cart row's coupon_codes_json; [] for anything else. */
export function readCouponCodes(json: string | undefined | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}
