import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

// The product form as the server's HTML posts it without script: the hidden sku is the first variant's.
async function postProductForm(fields: Record<string, string>) {
  const html = (await app.inject({ url: '/store/oak-stool' })).body;
  const hiddenSku = /<input type="hidden" name="sku" value="([^"]*)"/.exec(html)?.[1];
  return app.inject({
    method: 'POST',
    url: '/commerce/add-to-cart',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ productId: 'p-stool', sku: hiddenSku ?? '', quantity: '1', ...fields }).toString(),
  });
}

describe('add to cart without script', () => {
  it('adds the variant the posted options chose, not the hidden first variant', async () => {
    const added = await postProductForm({ Height: 'Bar (75 cm)' });
    expect(added.statusCode).toBe(303);
    const cart = added.cookies.find((c) => c.name === 'cart')!.value;
    const view = (await app.inject({ url: '/api/commerce/cart', cookies: { cart } })).json<{
      cart: { entries: { sku: string }[]; subtotalCents: number };
    }>();
    expect(view.cart.entries.map((e) => e.sku)).toEqual(['SQ1000002']);
    expect(view.cart.subtotalCents).toBe(14500);
  });

  it('refuses options that match no variant with a 400 naming the field, and makes no cart', async () => {
    const refused = await postProductForm({ Height: 'Giant (2 m)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Invalid request',
      fields: { '$.Height': 'expected one of: Low (45 cm), Bar (75 cm), Counter (65 cm)' },
    });
    expect(refused.cookies.find((c) => c.name === 'cart')).toBeUndefined();
  });

  it('tells a sold-out chosen variant on the cart page', async () => {
    const soldOut = await postProductForm({ Height: 'Counter (65 cm)' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.body).toContain('Oak stool (Height: Counter (65 cm)) is sold out.');
  });
});
