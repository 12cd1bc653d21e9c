import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

// Issue 48, points 6–9: what a shopper meets after normal actions, and what nobody else may do with theirs.
const WEBSITE = '5f1c0a7e9b1d4c0012345678';
const buyerCrumb = 'a'.repeat(32);
const otherCrumb = 'z'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp({
    editSite: (site) => {
      // A lamp at the site file's highest price, to reach the cart's value limit.
      const lamp = site.products.find((p) => p.id === 'p-lamp')!;
      for (const variant of lamp.structuredContent.variants ?? []) {
        variant.price = 100_000_000;
        variant.unlimited = true;
      }
    },
  }));
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)![1]!;
const cartCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'cart')?.value;
const api = (method: 'POST' | 'PUT', url: string, payload: object, cookies: Record<string, string>) =>
  app.inject({
    method,
    url,
    headers: { 'x-csrf-token': cookies.crumb ?? buyerCrumb },
    cookies: { crumb: buyerCrumb, ...cookies },
    payload: payload as Record<string, unknown>,
  });
const postForm = (url: string, fields: Record<string, string>, cookies: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({ crumb: cookies.crumb!, paymentMethod: 'pay-later', ...fields }),
  });
const countCarts = async () => (await db.selectFrom('carts').select('id').execute()).length;

describe('an empty or bought cart at checkout', () => {
  it('lands on the cart saying it is empty, with a way back to the store; no cart at all keeps the alert', async () => {
    const added = await api(
      'POST',
      '/api/commerce/cart/entries',
      { productId: 'p-workshop', sku: 'SQ1000051', quantity: 1, idempotencyKey: 'journey-empty-0001' },
      {},
    );
    const cart = cartCookieOf(added)!;
    await api(
      'PUT',
      '/api/commerce/cart/entries',
      { sku: 'SQ1000051', quantity: 0, idempotencyKey: 'journey-empty-0002' },
      { cart },
    );
    const empty = await app.inject({ url: '/commerce/goto-checkout', cookies: { cart } });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/cart');
    const cartPage = await app.inject({ url: '/cart', cookies: { cart } });
    expect(cartPage.body).toContain('Your cart is empty.');
    expect(cartPage.body).toMatch(/<a href="\/store">Continue shopping<\/a>/);
    expect(cartPage.body).not.toContain('cookies enabled');

    // Bought, then back to checkout: the same, not the alert.
    await api(
      'POST',
      '/api/commerce/cart/entries',
      { productId: 'p-workshop', sku: 'SQ1000051', quantity: 1, idempotencyKey: 'journey-empty-0003' },
      { cart },
    );
    const checkout = await app.inject({ url: '/checkout', cookies: { cart, crumb: buyerCrumb } });
    const placed = await postForm(
      '/checkout',
      { idempotencyKey: keyOf(checkout.body), email: 'e@example.com', name: 'E' },
      { cart, crumb: buyerCrumb },
    );
    expect(placed.statusCode).toBe(303);
    for (const url of ['/commerce/goto-checkout', '/checkout']) {
      let response = await app.inject({ url, cookies: { cart } });
      while (response.statusCode === 303 && response.headers.location !== '/cart')
        response = await app.inject({ url: response.headers.location!, cookies: { cart } });
      expect(response.headers.location).toBe('/cart');
    }

    // No cart cookie (cookies off, or the cart is gone): the specification's alert.
    const none = await app.inject({ url: '/commerce/goto-checkout' });
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain('Either your session has expired or you do not have cookies enabled.');
  });
});

describe('stock and limits', () => {
  it('tells how many are left, so the quantity box can offer it', async () => {
    const first = await api(
      'POST',
      '/api/commerce/cart/entries',
      { productId: 'p-stool', sku: 'SQ1000002', quantity: 1, idempotencyKey: 'journey-stock-001' },
      {},
    );
    const cart = cartCookieOf(first)!;
    const stock = await db
      .selectFrom('product_stock')
      .select('qty_in_stock')
      .where('sku', '=', 'SQ1000002')
      .executeTakeFirstOrThrow();
    const tooMany = await api(
      'POST',
      '/api/commerce/cart/entries',
      { productId: 'p-stool', sku: 'SQ1000002', quantity: 50, idempotencyKey: 'journey-stock-002' },
      { cart },
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK', available: Number(stock.qty_in_stock) - 1 });
  });

  it('caps a cart line at 999 and a cart at $5,000,000.00 of goods, on SQLite and PostgreSQL alike', async () => {
    const add = (quantity: number, key: string, productId = 'p-giftcard', sku = 'SQ1000043', cart?: string) =>
      api(
        'POST',
        '/api/commerce/cart/entries',
        { productId, sku, quantity, idempotencyKey: key },
        cart ? { cart } : {},
      );
    const first = await add(999, 'journey-cap-00001');
    expect(first.statusCode).toBe(200);
    const cart = cartCookieOf(first)!;
    const again = await add(1, 'journey-cap-00002', 'p-giftcard', 'SQ1000043', cart);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A cart holds at most 999 of one item.', code: 'CART_LIMIT' });
    // $1,000,000.00 lamps: five more would pass $5,000,000.00 with the $99,900.00 of gift cards.
    expect((await add(4, 'journey-cap-00003', 'p-lamp', 'SQ1000061', cart)).statusCode).toBe(200);
    const over = await add(1, 'journey-cap-00004', 'p-lamp', 'SQ1000061', cart);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'A cart holds at most $5,000,000.00 of goods.', code: 'CART_LIMIT' });
    const read = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<{
      cart: { subtotalCents: number; grandTotalCents: number };
    }>().cart;
    expect(read.subtotalCents).toBe(999 * 10_000 + 4 * 100_000_000);
    // Checkout places it: every sum fits the order's integer columns (PostgreSQL refused 2,157,840,000 before).
    const checkout = await app.inject({ url: '/checkout', cookies: { cart, crumb: buyerCrumb } });
    const placed = await postForm(
      '/checkout',
      {
        idempotencyKey: keyOf(checkout.body),
        email: 'big@example.com',
        name: 'Big',
        address1: '1 Quay',
        city: 'Harbourtown',
        postalCode: 'HT1',
        country: 'UK',
        shippingOptionId: 'standard',
      },
      { cart, crumb: buyerCrumb },
    );
    expect(placed.statusCode).toBe(303);
    const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(Number(order.grand_total_cents)).toBe(read.grandTotalCents);
  });
});

describe('the checkout key is not a bearer token', () => {
  it('answers an order to the browser that placed it only, on every checkout route; refusals leave no cart', async () => {
    const giftLink = `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard`;
    const donateLink = '/checkout/donate?donatePageId=apprentice-fund';
    const buyer = { crumb: buyerCrumb };
    const other = { crumb: otherCrumb };

    const giftPage = await app.inject({ url: giftLink, cookies: buyer });
    // The page carries each amount's money lines; a stylesheet rule shows those of the amount selected.
    const fifty = giftPage.body.slice(giftPage.body.indexOf('data-sku="SQ1000042"')).replaceAll('<!-- -->', '');
    expect(fifty).toMatch(
      /^data-sku="SQ1000042"><dl class="totals-list checkout-totals">.*<dt>Total<\/dt><dd>\$50\.00<\/dd>/,
    );
    expect(giftPage.body).toContain('select[name="sku"] option[value="SQ1000042"]:checked');
    const giftFields = {
      idempotencyKey: keyOf(giftPage.body),
      email: 'secret-buyer@example.com',
      name: 'Buyer',
      sku: 'SQ1000042',
      recipientEmail: 'friend@example.com',
      recipientName: 'Friend',
    };
    const gift = await postForm(giftLink, giftFields, buyer);
    expect(gift.statusCode).toBe(303);
    // The same browser resubmitting (a double click) gets its order.
    expect((await postForm(giftLink, giftFields, buyer)).headers.location).toBe(gift.headers.location);

    const cartsBefore = await countCarts();
    for (const url of [giftLink, donateLink, '/checkout']) {
      const stolen = await postForm(
        url,
        { ...giftFields, email: 'thief@example.com', name: 'Thief', amount: '2500' },
        other,
      );
      expect(stolen.statusCode, url).toBe(409);
      expect(stolen.headers.location).toBeUndefined();
      expect(stolen.body).not.toContain('secret-buyer@example.com');
      expect(stolen.body).toContain('This checkout form has already been used.');
    }
    // Refused gift-card and donation checkouts (a bad payment method) write no cart.
    for (let i = 0; i < 5; i += 1) {
      const key = `journey-refused-${i}-0001`;
      const refusedGift = await postForm(
        giftLink,
        { ...giftFields, idempotencyKey: key, paymentMethod: 'card' },
        other,
      );
      expect(refusedGift.statusCode).toBe(400);
      const refusedGift2 = await postForm(
        donateLink,
        { idempotencyKey: `${key}-d`, email: 'd@example.com', name: 'D', amount: '2500', paymentMethod: 'card' },
        other,
      );
      expect(refusedGift2.statusCode).toBe(400);
    }
    expect(await countCarts()).toBe(cartsBefore);
    expect(await db.selectFrom('orders').selectAll().execute()).toHaveLength(1);
  });
});

describe('a subscription states its terms', () => {
  it('at checkout and on the confirmation, and the order records the plan', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/commerce/subscribe',
      payload: formBody({ productId: 'p-print-club', sku: 'SQ1000031' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const link = start.headers.location!;
    const page = await app.inject({ url: link, cookies: { crumb: buyerCrumb } });
    const termsAtCheckout = /data-subscription-terms="">([^<]*)</.exec(page.body)?.[1];
    expect(termsAtCheckout).toMatch(/^Renews every 3 months for 4 payments; next charge \w+ \d{1,2}, \d{4}\.$/);
    const placed = await postForm(
      link,
      {
        idempotencyKey: keyOf(page.body),
        email: 'sub@example.com',
        name: 'Sub',
        address1: '1 Quay',
        city: 'Harbourtown',
        postalCode: 'HT1',
        country: 'UK',
        shippingOptionId: 'standard',
      },
      { crumb: buyerCrumb },
    );
    expect(placed.statusCode).toBe(303);
    const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    const plan = JSON.parse(order.subscription_json!) as { nextChargeAt: number; startedAt: number };
    expect(plan).toMatchObject({ billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 4 });
    const next = new Date(plan.startedAt);
    next.setUTCMonth(next.getUTCMonth() + 3);
    expect(plan.nextChargeAt).toBe(next.getTime());
    const confirmation = (await app.inject({ url: placed.headers.location! })).body.replaceAll('<!-- -->', '');
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(next);
    expect(confirmation).toContain(`Subscription: Renews every 3 months for 4 payments; next charge ${date}.`);
  });
});
