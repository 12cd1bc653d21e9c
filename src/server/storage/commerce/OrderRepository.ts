import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CartEntryView } from '../../../shared/commerce/CartView';
import type { Database } from '../Database';
import { withDurableCommit } from '../dialect/withDurableCommit';
import type { OrderTotals } from '../../../shared/commerce/OrderTotals';
import type { SubscriptionTerms } from '../../../shared/commerce/describeSubscriptionTerms';

export type OrderRow = Selectable<Database['orders']>;
export type OrderLineRow = Selectable<Database['order_lines']>;

/** A cart's line as its order keeps it (no picture or link). */
interface NewOrderLine extends Pick<
  CartEntryView,
  'productId' | 'sku' | 'title' | 'productType' | 'options' | 'quantity' | 'unitPriceCents' | 'lineTotalCents'
> {
  /** Stock is counted for this line: it is decremented, or the order is refused. */
  limited: boolean;
}

interface NewOrder {
  cartId: string;
  idempotencyKey: string;
  /** Hash of the placing browser's crumb: the key answers this order to that browser only. */
  buyerHash: string | null;
  email: string;
  customerName: string;
  /** The plan of the subscription bought, with its next charge; null for other orders. */
  subscription: SubscriptionTerms | null;
  shippingAddress: Record<string, string> | null;
  shippingOption: { id: string; name: string; priceCents: number } | null;
  payment: { method: string; status: string; reference: string };
  currency: string;
  /** The one money model's figures, stored as they are (and summed into the columns reports query). */
  totals: OrderTotals;
  totalQuantity: number;
  lines: readonly NewOrderLine[];
  now: number;
  /**
   * Writes what belongs with the order in its transaction (gift cards made or spent, review requests, the
   * outbox's emails); throwing refuses the order and rolls everything back.
   */
  within?: (trx: Kysely<Database>, order: OrderRow) => Promise<void>;
}

type PlaceOrderResult =
  { kind: 'placed' | 'existing'; order: OrderRow } | { kind: 'soldOut'; line: NewOrderLine; available: number };

class SoldOut extends Error {
  constructor(
    readonly line: NewOrderLine,
    readonly available: number,
  ) {
    super(`Sold out: ${line.sku}`);
  }
}

export const ORDER_STATUSES = ['placed', 'paid', 'fulfilled', 'cancelled'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

// Orders. Placing one is a single transaction: the idempotency key is checked, each limited line's stock is
// decremented only while enough is left (a conditional UPDATE, so two buyers of the last unit cannot both
// get it, on SQLite or PostgreSQL), the order and its lines are written and the cart is marked purchased.
// Anything refused rolls all of it back.
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async place(order: NewOrder): Promise<PlaceOrderResult> {
    try {
      // Acknowledged to the buyer: committed durably (withDurableCommit).
      return await withDurableCommit(this.db, (db) =>
        db.transaction().execute(async (trx): Promise<PlaceOrderResult> => {
          const twin = await trx
            .selectFrom('orders')
            .selectAll()
            .where('idempotency_key', '=', order.idempotencyKey)
            .executeTakeFirst();
          if (twin) return { kind: 'existing', order: twin };
          const cart = await trx
            .selectFrom('carts')
            .select(['is_purchased', 'order_id'])
            .where('id', '=', order.cartId)
            .executeTakeFirst();
          if (cart?.is_purchased && cart.order_id) {
            const bought = await trx
              .selectFrom('orders')
              .selectAll()
              .where('id', '=', cart.order_id)
              .executeTakeFirst();
            if (bought) return { kind: 'existing', order: bought };
          }
          for (const line of order.lines) {
            if (!line.limited) continue;
            const taken = await trx
              .updateTable('product_stock')
              .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', line.quantity) }))
              .where('sku', '=', line.sku)
              .where('qty_in_stock', '>=', line.quantity)
              .executeTakeFirst();
            if (Number(taken.numUpdatedRows) !== 1) {
              const left = await trx
                .selectFrom('product_stock')
                .select('qty_in_stock')
                .where('sku', '=', line.sku)
                .executeTakeFirst();
              throw new SoldOut(line, Math.max(0, Number(left?.qty_in_stock ?? 0)));
            }
          }
          // Pages show live stock ("Only 2 left", "Sold out"): the stock trigger (migration 0105) raised the
          // stock version and wrote the purge of the products' pages with each UPDATE above.
          const row: OrderRow = {
            id: randomBytes(12).toString('hex'),
            number: String(randomInt(10_000_000, 100_000_000)),
            cart_id: order.cartId,
            idempotency_key: order.idempotencyKey,
            confirmation_token: randomBytes(18).toString('base64url'),
            email: order.email,
            customer_name: order.customerName,
            shipping_address_json: order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
            shipping_option_json: order.shippingOption ? JSON.stringify(order.shippingOption) : null,
            payment_method: order.payment.method,
            payment_status: order.payment.status,
            payment_reference: order.payment.reference,
            status: 'placed',
            currency: order.currency,
            subtotal_cents: order.totals.subtotalCents,
            shipping_cents: order.totals.shipping?.amountCents ?? 0,
            tax_cents: order.totals.taxes.reduce((sum, t) => sum + t.amountCents, 0),
            discount_cents: order.totals.discounts.reduce((sum, d) => sum + d.amountCents, 0),
            grand_total_cents: order.totals.totalCents,
            total_quantity: order.totalQuantity,
            totals_json: JSON.stringify(order.totals),
            buyer_hash: order.buyerHash,
            subscription_json: order.subscription ? JSON.stringify(order.subscription) : null,
            created_at: order.now,
            updated_at: order.now,
          };
          await trx.insertInto('orders').values(row).execute();
          await trx
            .insertInto('order_lines')
            .values(
              order.lines.map((line, index) => ({
                order_id: row.id,
                line_no: index + 1,
                product_id: line.productId,
                sku: line.sku,
                title: line.title,
                product_type: line.productType,
                options_json: JSON.stringify(line.options),
                quantity: line.quantity,
                unit_price_cents: line.unitPriceCents,
                line_total_cents: line.lineTotalCents,
              })),
            )
            .execute();
          await order.within?.(trx, row);
          const marked = await trx
            .updateTable('carts')
            .set({ is_purchased: 1, order_id: row.id, updated_at: order.now })
            .where('id', '=', order.cartId)
            .where('is_purchased', '=', 0)
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) !== 1) throw new Error('The cart was bought meanwhile');
          return { kind: 'placed', order: row };
        }),
      );
    } catch (error) {
      if (error instanceof SoldOut) return { kind: 'soldOut', line: error.line, available: error.available };
      // A twin committed first (same key, or the same cart): answer with its order.
      const twin = await this.findByKeyOrCart(order.idempotencyKey, order.cartId);
      if (twin) return { kind: 'existing', order: twin };
      throw error;
    }
  }

  private async findByKeyOrCart(key: string, cartId: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => eb.or([eb('idempotency_key', '=', key), eb('cart_id', '=', cartId)]))
      .executeTakeFirst();
  }

  async findByIdempotencyKey(key: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  async findById(id: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByConfirmationToken(token: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('confirmation_token', '=', token).executeTakeFirst();
  }

  async lines(orderId: string): Promise<OrderLineRow[]> {
    return this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
  }

  /** Newest first. */
  async listRecent(limit: number): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async setStatus(id: string, status: OrderStatus, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Oldest first, in pages, so an export never holds every order. */
  async *list(pageSize = 500): AsyncGenerator<OrderRow> {
    let after: { created_at: number; id: string } | null = null;
    for (;;) {
      let query = this.db.selectFrom('orders').selectAll().orderBy('created_at').orderBy('id').limit(pageSize);
      if (after) {
        const { created_at, id } = after;
        query = query.where((eb) =>
          eb.or([eb('created_at', '>', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '>', id)])]),
        );
      }
      const rows = await query.execute();
      yield* rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { created_at: last.created_at, id: last.id };
    }
  }
}
