import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

const crumb = 'a'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const cartCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'cart')?.value ?? null;
const add = (body: unknown, cart?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/commerce/cart/entries',
    headers: { 'x-csrf-token': crumb },
    cookies: { crumb, ...(cart ? { cart } : {}) },
    payload: body as Record<string, unknown>,
  });
const line = (sku: string, idempotencyKey: string, productId = 'p-stool') => ({
  productId,
  sku,
  quantity: 1,
  idempotencyKey,
});

describe('cart API', () => {
  it('answers no cart without the cookie, and refuses a change without the crumb', async () => {
    expect((await app.inject({ url: '/api/commerce/cart' })).json()).toEqual({ cart: null });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      payload: line('SQ1000001', 'k'.repeat(16)),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ crumbFail: true });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const response = await add({ productId: '', sku: 'SQ1000001', quantity: 0, idempotencyKey: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      '$.idempotencyKey',
      '$.productId',
      '$.quantity',
    ]);
    expect(cartCookie(response)).toBeNull();
  });

  it('creates the cart with its cookie, lands a repeated key once, refuses sold out with a clear message', async () => {
    const first = await add(line('SQ1000001', 'first-key-000001'));
    expect(first.statusCode).toBe(200);
    const cart = cartCookie(first)!;
    expect(cart).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const again = await add(line('SQ1000001', 'first-key-000001'), cart);
    expect(again.json()).toMatchObject({ cart: { totalQuantity: 1, subtotalCents: 12000 } });
    const soldOut = await add(line('SQ1000003', 'second-key-00001'), cart);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ error: 'Oak stool (Height: Counter (65 cm)) is sold out.', code: 'SOLD_OUT' });
    const page = await app.inject({ url: '/cart', cookies: { cart } });
    expect(page.body).toContain('class="page-type-200"');
    expect(page.body).toContain('id="cart-root"');
    expect(page.body).toContain('aria-label="Cart 0 (0 items in cart)"');
    // media-and-reporting §4: with a cart cookie the indicator starts uninitialized (showing 0) until its
    // first sync; without one there is no cart to sync, and it is initialized at once.
    expect(page.body).toMatch(/<a class="cart-indicator"[^>]*data-state="uninitialized"[^>]*>/);
    const noCart = await app.inject({ url: '/cart' });
    expect(noCart.body).toMatch(/<a class="cart-indicator"[^>]*data-state="initialized"[^>]*>/);
  });

  it('gives a cart made before the has_cart marker its marker on the next private answer, never on a page', async () => {
    const cart = cartCookie(await add(line('SQ1000001', 'marker-key-00001')))!;
    const marker = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'has_cart');
    // A page every visitor shares carries no cookie, whatever the visitor sends.
    const page = await app.inject({ url: '/store', cookies: { cart } });
    expect(page.headers['cache-control']).toContain('public');
    expect(page.headers['set-cookie']).toBeUndefined();
    // The visitor's own answers: the cart API, the crumb, /cart, a POST.
    for (const request of [
      { url: '/api/commerce/cart' },
      { url: '/api/crumb' },
      { url: '/cart' },
      { url: '/api/commerce/cart/entries', method: 'POST' as const, payload: {} },
    ]) {
      const response = await app.inject({ ...request, cookies: { cart } });
      expect(marker(response), request.url).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 2592000 });
      expect(marker(response)?.httpOnly, request.url).toBeFalsy();
    }
    // The crumb's own cookie is kept beside it.
    const crumbReply = await app.inject({ url: '/api/crumb', cookies: { cart } });
    expect(crumbReply.cookies.map((c) => c.name).sort()).toEqual(['crumb', 'has_cart']);
    // Once there, or without a cart: nothing more.
    expect(marker(await app.inject({ url: '/api/commerce/cart', cookies: { cart, has_cart: '1' } }))).toBeUndefined();
    expect(marker(await app.inject({ url: '/api/commerce/cart' }))).toBeUndefined();
  });
});

describe('checkout', () => {
  it('alerts without a cart, then takes an order once and confirms it with its number', async () => {
    const noCart = await app.inject({ url: '/commerce/goto-checkout' });
    expect(noCart.statusCode).toBe(409);
    expect(noCart.body).toContain(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    const cart = cartCookie(await add(line('SQ1000041', 'gift-key-0000001', 'p-giftcard')))!;
    const go = await app.inject({ url: '/commerce/goto-checkout', cookies: { cart } });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe('/checkout');
    const page = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
    expect(page.body).toContain('class="page-type-201"');
    expect(page.body).toContain('Order now, pay on delivery or by invoice');
    expect(page.body).not.toContain('name="address1"');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1]!;
    const submit = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/checkout',
        cookies: { cart, crumb },
        payload: new URLSearchParams({ crumb, idempotencyKey: key, paymentMethod: 'pay-later', ...fields }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const bad = await submit({ email: 'not-an-email', name: 'Ada' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id="checkout-email-error"');
    const placed = await submit({ email: 'ada@example.com', name: 'Ada' });
    expect(placed.statusCode).toBe(303);
    const twice = await submit({ email: 'ada@example.com', name: 'Ada' });
    expect(twice.headers.location).toBe(placed.headers.location);
    const confirmed = await app.inject({ url: placed.headers.location! });
    expect(confirmed.body).toContain('class="page-type-202"');
    expect(confirmed.body).toMatch(/class="order-number">\d{8}</);
    expect(confirmed.body).toContain('$25.00');
    const rows = await db.selectFrom('orders').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('shows the stock orders have left on the product page', async () => {
    const before = await app.inject({ url: '/store/pottery-workshop' });
    expect(before.body).toContain('Only 3 left');
    await db.updateTable('product_stock').set({ qty_in_stock: 0 }).where('sku', '=', 'SQ1000051').execute();
    await db.updateTable('product_stock').set({ qty_in_stock: 0 }).where('sku', '=', 'SQ1000052').execute();
    // Typed by hand, as an operator would: the stock trigger (migration 0105) raises the stock version that
    // pages follow (docs/scaling.md), as for an order.
    const after = await app.inject({ url: '/store/pottery-workshop' });
    expect(after.body).not.toContain('Only 3 left');
    expect(after.body).toMatch(/data-sold-out="true"[^>]*>Sold out/);
    const list = await app.inject({ url: '/store' });
    expect(list.body).toMatch(/<li class="product-card" data-sold-out="true"><a href="\/store\/pottery-workshop"/);
    expect(after.body).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it('shows live stock in a product block of an ordinary page', async () => {
    await closeDemoApp({ app, db });
    ({ app, db } = await openDemoApp({
      editSite: (site) => {
        site.pages
          .find((p) => p.path === '/contact')!
          .sections.push({
            id: 'workshop',
            type: 'content',
            blocks: [{ type: 'product', id: 'workshop-block', data: { productId: 'p-workshop' } }],
          });
      },
    }));
    const before = await app.inject({ url: '/contact' });
    expect(before.body).toMatch(/class="product-availability" data-sold-out="false"[^>]*>Only 3 left/);
    await db.updateTable('product_stock').set({ qty_in_stock: 0 }).where('product_id', '=', 'p-workshop').execute();
    const after = await app.inject({ url: '/contact' });
    expect(after.body).toMatch(/class="product-availability" data-sold-out="true"[^>]*>Sold out/);
  });
});
