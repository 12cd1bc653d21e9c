import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { TaxRule } from '../../../../src/shared/siteData/StorePricing';
import { closeDemoApp, openDemoApp } from '../demoApp';

const crumb = 'c'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

// The demo store (its coupons WELCOME10, HARBOUR5 at $40, FREESHIP and the expired SUMMER24) with a tax rule.
beforeEach(async () => {
  ({ app, db } = await openDemoApp({
    editSite: (site) => {
      site.websiteSettings.storeSettings.taxRules = [
        TaxRule.parse({
          id: 'sales',
          name: 'Sales tax 8%',
          ratePercent: 8,
          productTypes: [1],
          appliesToShipping: true,
        }),
      ];
    },
  }));
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

interface CartJson {
  cart: {
    coupons: string[];
    validCoupons: string[];
    invalidCoupons: string[];
    discountCents: number;
    taxCents: number;
    shippingCostCents: number;
    subtotalCents: number;
    grandTotalCents: number;
    applicableTaxRules: { id: string }[];
  };
}
const call = (method: 'POST' | 'DELETE' | 'PUT', url: string, payload: unknown, cart?: string) =>
  app.inject({
    method,
    url,
    headers: { 'x-csrf-token': crumb },
    cookies: { crumb, ...(cart ? { cart } : {}) },
    payload: payload as Record<string, unknown>,
  });
const cartOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'cart')!.value;

describe('coupons and tax rules in the cart', () => {
  it('enters and removes codes, computes discount and tax on the server, and orders with them', async () => {
    // Harbour mug, $26.00, physical: standard shipping $5.00.
    const added = await call('POST', '/api/commerce/cart/entries', {
      productId: 'p-mug',
      sku: 'SQ1000011',
      quantity: 1,
      idempotencyKey: 'mug-pricing-0001',
    });
    const cart = cartOf(added);
    expect(added.json<CartJson>().cart).toMatchObject({
      taxCents: Math.round(3100 * 0.08),
      grandTotalCents: 3100 + 248,
    });

    const unknown = await call('POST', '/api/commerce/cart/coupons', { code: 'NOPE1' }, cart);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no coupon with the code NOPE1.', code: 'UNKNOWN_COUPON' });
    const malformed = await call('POST', '/api/commerce/cart/coupons', { code: 'x' }, cart);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { '$.code': expect.any(String) } });

    await call('POST', '/api/commerce/cart/coupons', { code: 'welcome10' }, cart);
    await call('POST', '/api/commerce/cart/coupons', { code: 'HARBOUR5' }, cart);
    // An expired code is refused with why; it never enters the cart.
    const expired = await call('POST', '/api/commerce/cart/coupons', { code: 'summer24' }, cart);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({
      error: 'The coupon SUMMER24 expired on September 1, 2024.',
      code: 'COUPON_EXPIRED',
    });
    const both = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<CartJson>().cart;
    expect(both.coupons).toEqual(['WELCOME10', 'HARBOUR5']);
    expect(both.validCoupons).toEqual(['WELCOME10']);
    expect(both.invalidCoupons).toEqual(['HARBOUR5']);
    // 10% of 2600 = 260; tax 8% of (2340 + 500) = 227.2 → 227.
    expect(both).toMatchObject({ discountCents: 260, taxCents: 227, grandTotalCents: 2600 - 260 + 500 + 227 });

    // A second mug reaches HARBOUR5's $40 minimum: it turns valid.
    await call(
      'PUT',
      '/api/commerce/cart/entries',
      { sku: 'SQ1000011', quantity: 2, idempotencyKey: 'mug-pricing-0002' },
      cart,
    );
    const read = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<CartJson>().cart;
    expect(read.validCoupons).toEqual(['WELCOME10', 'HARBOUR5']);
    expect(read.discountCents).toBe(520 + 500);

    const removed = (await call('DELETE', '/api/commerce/cart/coupons', { code: 'Harbour5' }, cart)).json<CartJson>()
      .cart;
    expect(removed.coupons).toEqual(['WELCOME10']);
    expect(removed.discountCents).toBe(520);

    // The order keeps the server's discount and tax.
    const page = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
    const text = page.body.replaceAll('<!-- -->', '');
    const standard = text.slice(text.indexOf('data-shipping-option="standard"'));
    expect(standard).toContain('<dt>Discount WELCOME10</dt><dd>−$5.20</dd>');
    // 8% of (5200 − 520 + 500 standard shipping) = 414.4 → $4.14, shown while standard shipping is chosen.
    expect(standard).toContain('<dt>Sales tax 8% (8%)</dt><dd>$4.14</dd>');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1]!;
    const placed = await app.inject({
      method: 'POST',
      url: '/checkout',
      cookies: { cart, crumb },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        crumb,
        idempotencyKey: key,
        paymentMethod: 'pay-later',
        email: 'p@example.com',
        name: 'Pat',
        address1: '1 Quay',
        city: 'Harbourtown',
        postalCode: 'HT1',
        country: 'UK',
        shippingOptionId: 'collect',
      }).toString(),
    });
    expect(placed.statusCode).toBe(303);
    const [order] = await db.selectFrom('orders').selectAll().execute();
    // Collected (free shipping): tax 8% of 5200 − 520 = 374.4 → 374.
    expect(order).toMatchObject({ subtotal_cents: 5200, discount_cents: 520, shipping_cents: 0, tax_cents: 374 });
    expect(order!.grand_total_cents).toBe(5200 - 520 + 374);
  });

  it('holds at most 5 codes, refuses a change without a cart, and entering a code twice changes nothing', async () => {
    // The codes stay on the server: no page carries them in its context.
    const store = await app.inject({ url: '/store' });
    for (const code of ['WELCOME10', 'HARBOUR5', 'FREESHIP']) expect(store.body).not.toContain(code);
    // Only products with nothing to choose are added from the list: here the digital plans.
    const forms = [...store.body.matchAll(/<form class="product-card-add"[^>]*>.*?<\/form>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatch(/name="productId" value="p-pattern"/);
    expect(forms[0]).toMatch(/name="sku" value="SQ\d{7}"/);
    const noCart = await call('POST', '/api/commerce/cart/coupons', { code: 'WELCOME10' });
    expect(noCart.statusCode).toBe(409);
    expect(noCart.json()).toMatchObject({ code: 'CART_EXPIRED' });
    const cart = cartOf(
      await call('POST', '/api/commerce/cart/entries', {
        productId: 'p-mug',
        sku: 'SQ1000011',
        quantity: 1,
        idempotencyKey: 'mug-pricing-0003',
      }),
    );
    for (const code of ['WELCOME10', 'welcome10', 'FREESHIP', 'HARBOUR5'])
      expect((await call('POST', '/api/commerce/cart/coupons', { code }, cart)).statusCode).toBe(200);
    const read = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<CartJson>().cart;
    expect(read.coupons).toEqual(['WELCOME10', 'FREESHIP', 'HARBOUR5']);
    expect(read.shippingCostCents).toBe(500);
    expect(read.discountCents).toBe(260 + 500);
  });
});

describe('social-ad pixel', () => {
  it('names no pixel on the page unless the site configures one', async () => {
    const page = await app.inject({ url: '/store/harbour-mug' });
    expect(page.body).not.toContain('social-ad-pixel');
  });
});
