import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

const WEBSITE = '5f1c0a7e9b1d4c0012345678';
const crumb = 'b'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    cookies: { crumb },
    payload: form({ crumb, paymentMethod: 'pay-later', ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)![1]!;
const alertOf = (body: string) => /role="alert"[^>]*>([^<]*)</.exec(body)?.[1]?.replace(/&#x27;/g, "'");
const ordersOf = () => db.selectFrom('orders').selectAll().execute();
const linesOf = () => db.selectFrom('order_lines').selectAll().execute();

describe('/checkout/subscribe?cartToken=', () => {
  it('starts a cart of its own from the product form and places the subscription once', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/commerce/subscribe',
      payload: form({ productId: 'p-coffee', sku: 'SQ1000021' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(start.statusCode).toBe(303);
    const link = start.headers.location as string;
    expect(link).toMatch(/^\/checkout\/subscribe\?cartToken=[A-Za-z0-9_-]{16,64}$/);
    // The visitor's own cart is not touched.
    expect(start.cookies.find((c) => c.name === 'cart')).toBeUndefined();
    const page = await app.inject({ url: link, cookies: { crumb } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="page-type-201"');
    expect(page.body).toContain('Coffee club');
    expect(page.body).toContain(`action="${link.replace('?', '?')}"`);
    const fields = {
      idempotencyKey: keyOf(page.body),
      email: 'sub@example.com',
      name: 'Sub Scriber',
      address1: '1 Quay',
      city: 'Harbourtown',
      postalCode: 'HT1',
      country: 'UK',
      shippingOptionId: 'standard',
    };
    const missingAddress = await post(link, { ...fields, address1: '' });
    expect(missingAddress.statusCode).toBe(400);
    expect(missingAddress.body).toContain('required to ship your order');
    const placed = await post(link, fields);
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(/^\/commerce\/order-confirmed\?order=/);
    expect((await post(link, fields)).headers.location).toBe(placed.headers.location);
    const orders = await ordersOf();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ grand_total_cents: 1800 + 500, email: 'sub@example.com' });
    // Bought: the link is spent.
    const spent = await app.inject({ url: link });
    expect(spent.statusCode).toBe(404);
    expect(alertOf(spent.body)).toBe('This subscription checkout link has expired or was already used.');
  });

  it('keeps subscriptions out of the cart', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      headers: { 'x-csrf-token': crumb },
      cookies: { crumb },
      payload: { productId: 'p-coffee', sku: 'SQ1000021', quantity: 1, idempotencyKey: 'coffee-key-00001' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOUGHT_ALONE' });
  });

  it.each([
    ['', 400, 'This checkout link is missing its cartToken parameter.'],
    ['?cartToken=', 400, 'This checkout link is missing its cartToken parameter.'],
    ['?cartToken=short', 400, 'This checkout link has an invalid cartToken parameter.'],
    [
      '?cartToken=aaaaaaaaaaaaaaaaaaaa&cartToken=bbbbbbbbbbbbbbbbbbbb',
      400,
      'This checkout link has an invalid cartToken parameter.',
    ],
    ['?cartToken=' + 'x'.repeat(32), 404, 'This subscription checkout link has expired or was already used.'],
  ])('GET and POST %s: %d with a page saying why', async (query, status, message) => {
    for (const response of [
      await app.inject({ url: '/checkout/subscribe' + query }),
      await post('/checkout/subscribe' + query, { idempotencyKey: 'k'.repeat(20), email: 'a@b.co', name: 'A' }),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(alertOf(response.body)).toBe(message);
      expect(response.body).not.toContain('class="checkout-form"');
    }
  });

  it('refuses a cart that holds no subscription', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      headers: { 'x-csrf-token': crumb },
      cookies: { crumb },
      payload: { productId: 'p-mug', sku: 'SQ1000011', quantity: 1, idempotencyKey: 'mug-key-00000001' },
    });
    const token = added.cookies.find((c) => c.name === 'cart')!.value;
    const response = await app.inject({ url: `/checkout/subscribe?cartToken=${token}` });
    expect(response.statusCode).toBe(409);
    expect(alertOf(response.body)).toBe('This checkout link does not hold a subscription.');
  });
});

describe('/checkout/giftcard?websiteId=&giftCardProductId=&sku=', () => {
  const link = (sku?: string) =>
    `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard${sku ? `&sku=${sku}` : ''}`;

  it('sells the amount chosen, with or without a sku in the link, once per key', async () => {
    const withoutSku = await app.inject({ url: link() });
    expect(withoutSku.statusCode).toBe(200);
    expect(withoutSku.body).toMatch(/<option value="SQ1000041" selected="">/);
    const page = await app.inject({ url: link('SQ1000042'), cookies: { crumb } });
    expect(page.body).toMatch(/<option value="SQ1000042" selected="">/);
    expect(page.body).not.toContain('name="address1"');
    const fields = {
      idempotencyKey: keyOf(page.body),
      email: 'g@example.com',
      name: 'Giver',
      sku: 'SQ1000042',
      recipientEmail: 'r@example.com',
      recipientName: 'Robin',
    };
    const badSku = await post(link('SQ1000042'), { ...fields, sku: 'SQ1000011' });
    expect(badSku.statusCode).toBe(400);
    expect(badSku.body).toContain('expected one of the amounts');
    const placed = await post(link('SQ1000042'), fields);
    expect(placed.statusCode).toBe(303);
    expect((await post(link('SQ1000042'), fields)).headers.location).toBe(placed.headers.location);
    expect(await ordersOf()).toMatchObject([{ grand_total_cents: 5000 }]);
    expect(await linesOf()).toMatchObject([{ sku: 'SQ1000042', product_type: 4, quantity: 1 }]);
  });

  it.each([
    [`?giftCardProductId=p-giftcard`, 400, 'This checkout link is missing its websiteId parameter.'],
    [`?websiteId=${WEBSITE}`, 400, 'This checkout link is missing its giftCardProductId parameter.'],
    [
      `?websiteId=${WEBSITE}&giftCardProductId=<script>`,
      400,
      'This checkout link has an invalid giftCardProductId parameter.',
    ],
    [`?websiteId=other-site&giftCardProductId=p-giftcard`, 404, 'This gift card link belongs to another website.'],
    [`?websiteId=${WEBSITE}&giftCardProductId=p-mug`, 404, 'There is no gift card with this link.'],
    [`?websiteId=${WEBSITE}&giftCardProductId=p-nothing`, 404, 'There is no gift card with this link.'],
    [
      `?websiteId=${WEBSITE}&giftCardProductId=p-giftcard&sku=SQ1000011`,
      404,
      'This gift card has no amount with SKU SQ1000011.',
    ],
    [
      `?websiteId=${WEBSITE}&giftCardProductId=p-giftcard&sku=${'9'.repeat(61)}`,
      400,
      'This checkout link has an invalid sku parameter.',
    ],
  ])('GET and POST %s: %d with a page saying why', async (query, status, message) => {
    for (const response of [
      await app.inject({ url: '/checkout/giftcard' + query }),
      await post('/checkout/giftcard' + query, { idempotencyKey: 'k'.repeat(20), email: 'a@b.co', name: 'A' }),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(alertOf(response.body)).toBe(message);
    }
    expect(await ordersOf()).toEqual([]);
  });
});

describe('/checkout/donate?donatePageId=', () => {
  const link = '/checkout/donate?donatePageId=apprentice-fund';

  it('takes a suggested amount or another within the limits, as an order of one donation line', async () => {
    const page = await app.inject({ url: link, cookies: { crumb } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="page-type-203"');
    expect(page.body).toContain('The apprentice fund');
    expect(page.body).toContain('$25.00');
    const fields = { idempotencyKey: keyOf(page.body), email: 'd@example.com', name: 'Donor' };
    const tooLittle = await post(link, { ...fields, amount: 'other', otherAmount: '2.50' });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.body).toContain('expected an amount from $5.00 to $1,000.00');
    const notSuggested = await post(link, { ...fields, amount: '1234' });
    expect(notSuggested.statusCode).toBe(400);
    const garbage = await post(link, { ...fields, amount: 'other', otherAmount: '12abc' });
    expect(garbage.statusCode).toBe(400);
    const placed = await post(link, { ...fields, amount: 'other', otherAmount: '12.5' });
    expect(placed.statusCode).toBe(303);
    expect((await post(link, { ...fields, amount: 'other', otherAmount: '12.5' })).headers.location).toBe(
      placed.headers.location,
    );
    expect(await ordersOf()).toMatchObject([{ grand_total_cents: 1250, shipping_cents: 0, tax_cents: 0 }]);
    expect(await linesOf()).toMatchObject([
      {
        product_id: 'apprentice-fund',
        sku: 'DONATE-apprentice-fund',
        title: 'The apprentice fund',
        unit_price_cents: 1250,
      },
    ]);
    const confirmed = await app.inject({ url: placed.headers.location! });
    expect(confirmed.body).toContain('$12.50');
    const suggested = await post(link, { ...fields, idempotencyKey: 'second-donation-1', amount: '2500' });
    expect(suggested.statusCode).toBe(303);
    expect((await ordersOf()).map((o) => o.grand_total_cents).sort()).toEqual([1250, 2500]);
  });

  it.each([
    ['', 400, 'This checkout link is missing its donatePageId parameter.'],
    ['?donatePageId=a%20b', 400, 'This checkout link has an invalid donatePageId parameter.'],
    ['?donatePageId=nope', 404, 'There is no donation form with this link.'],
  ])('GET and POST %s: %d with a page saying why', async (query, status, message) => {
    for (const response of [
      await app.inject({ url: '/checkout/donate' + query }),
      await post('/checkout/donate' + query, {
        idempotencyKey: 'k'.repeat(20),
        email: 'a@b.co',
        name: 'A',
        amount: '2500',
      }),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(alertOf(response.body)).toBe(message);
    }
    expect(await ordersOf()).toEqual([]);
  });

  it('renders the donation button with data-donate-page-id on the store page', async () => {
    const store = await app.inject({ url: '/store' });
    expect(store.body).toMatch(
      /<a class="[^"]*donation-button" data-donate-page-id="apprentice-fund" href="\/checkout\/donate\?donatePageId=apprentice-fund">Give to the fund<\/a>/,
    );
  });
});

describe("a checkout link's error page in a German store", () => {
  it('says what is wrong with the link in German', async () => {
    await closeDemoApp({ app, db });
    ({ app, db } = await openDemoApp({ editSite: (site) => (site.website.locale = 'de-DE') }));
    const cases: [string, number, string][] = [
      ['/checkout/subscribe', 400, 'Diesem Checkout-Link fehlt der Parameter cartToken.'],
      ['/checkout/subscribe?cartToken=short', 400, 'Dieser Checkout-Link hat einen ungültigen Parameter cartToken.'],
      [
        '/checkout/subscribe?cartToken=' + 'x'.repeat(32),
        404,
        'Dieser Abo-Checkout-Link ist abgelaufen oder wurde bereits verwendet.',
      ],
      ['/checkout/donate?donatePageId=nope', 404, 'Zu diesem Link gibt es kein Spendenformular.'],
      [
        `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard&sku=NOPE`,
        404,
        'Dieser Gutschein hat keinen Betrag mit der SKU NOPE.',
      ],
    ];
    for (const [url, status, message] of cases) {
      const response = await app.inject({ url, cookies: { crumb } });
      expect(response.statusCode, url).toBe(status);
      expect(alertOf(response.body), url).toBe(message);
    }
  });
});
