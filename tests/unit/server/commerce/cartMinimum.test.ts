import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

// Spec media-and-reporting §5: a store with a minimum subtotal says 'your order subtotal must be {subtotal} or
// more' for a cart under it, and takes no order from that cart.
const crumb = 'b'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp({
    editSite: (site) => {
      site.websiteSettings.storeSettings.minimumSubtotalCents = 100000;
    },
  }));
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const cartCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'cart')?.value ?? null;

describe('cart minimum', () => {
  it('names the minimum in the cart and refuses the order with the same words', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      headers: { 'x-csrf-token': crumb },
      cookies: { crumb },
      payload: { productId: 'p-giftcard', sku: 'SQ1000041', quantity: 1, idempotencyKey: 'minimum-key-0001' },
    });
    expect(added.statusCode).toBe(200);
    const cart = cartCookie(added)!;
    const view = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<{
      cart: { minimumSubtotal: { amountCents?: number; value?: number } | null };
    }>();
    expect(view.cart.minimumSubtotal).not.toBeNull();

    const page = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1]!;
    const placed = await app.inject({
      method: 'POST',
      url: '/checkout',
      cookies: { cart, crumb },
      payload: new URLSearchParams({
        crumb,
        idempotencyKey: key,
        paymentMethod: 'pay-later',
        email: 'ada@example.com',
        name: 'Ada',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.body).toContain('your order subtotal must be $1,000.00 or more');
    expect(await db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });
});
