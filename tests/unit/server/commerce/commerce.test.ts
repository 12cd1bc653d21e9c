import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { openStorage } from '../../../../src/server/storage/openStorage';
import { Commerce } from '../../../../src/server/commerce/Commerce';
import { CommerceRefusal } from '../../../../src/server/commerce/CommerceRefusal';

const demo = () => SiteData.parse(JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')));
let keys = 0;
const key = () => `key-${String(++keys).padStart(12, '0')}`;
const buyer = (idempotencyKey = key()) => ({
  idempotencyKey,
  email: 'ada@example.com',
  name: 'Ada',
  address1: '1 Quay Street',
  address2: '',
  city: 'Harbourtown',
  postalCode: 'HT1 1AA',
  country: 'United Kingdom',
  shippingOptionId: 'standard',
  paymentMethod: 'pay-later',
});

async function openStore(site = demo(), file = path.join(mkdtempSync(path.join(tmpdir(), 'commerce-')), 'site.db')) {
  const db = await openStorage(`sqlite:${file}`);
  return { commerce: await Commerce.open(site, db), db, file };
}

async function refusal(promise: Promise<unknown>): Promise<CommerceRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommerceRefusal);
  return error as CommerceRefusal;
}

describe('store: SKUs and stock', () => {
  it('gives a variant without a SKU "SQ" and 7 digits, once: a restart reads the same one back', async () => {
    const site = demo();
    delete site.products[0]!.structuredContent.variants[0]!.sku;
    delete site.products.find((p) => p.id === 'p-pattern')!.structuredContent.sku;
    const first = await openStore(site);
    const sku = site.products[0]!.structuredContent.variants[0]!.sku;
    const digitalSku = site.products.find((p) => p.id === 'p-pattern')!.structuredContent.sku;
    expect(sku).toMatch(/^SQ\d{7}$/);
    expect(digitalSku).toMatch(/^SQ\d{7}$/);
    await first.db.destroy();
    const again = demo();
    delete again.products[0]!.structuredContent.variants[0]!.sku;
    delete again.products.find((p) => p.id === 'p-pattern')!.structuredContent.sku;
    const second = await openStore(again, first.file);
    expect(again.products[0]!.structuredContent.variants[0]!.sku).toBe(sku);
    expect(again.products.find((p) => p.id === 'p-pattern')!.structuredContent.sku).toBe(digitalSku);
    await second.db.destroy();
  });
});

describe('store: cart', () => {
  it('computes every total in cents on the server, with shipping only for physical goods', async () => {
    const { commerce, db } = await openStore();
    let cart = await commerce.addToCart(undefined, {
      productId: 'p-mug',
      sku: 'SQ1000011',
      quantity: 2,
      idempotencyKey: key(),
    });
    const digital = commerce.catalogue.all().find((s) => s.product.id === 'p-pattern')!;
    cart = await commerce.addToCart(cart, {
      productId: 'p-pattern',
      sku: digital.sku,
      quantity: 1,
      idempotencyKey: key(),
    });
    const view = await commerce.view(cart);
    expect(view).toMatchObject({
      subtotalCents: 2 * 2600 + 900,
      shippingCostCents: 500,
      taxCents: 0,
      discountCents: 0,
      grandTotalCents: 2 * 2600 + 900 + 500,
      totalQuantity: 3,
      subtotalAmount: { amount: 6100, currencyCode: 'USD' },
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
      isPurchased: false,
      orderId: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: { id: 'standard', priceCents: 500 },
    });
    await db.destroy();
  });

  it('lands a change once per idempotency key, however often it is retried', async () => {
    const { commerce, db } = await openStore();
    const body = { productId: 'p-workshop', sku: 'SQ1000052', quantity: 1, idempotencyKey: key() };
    const cart = await commerce.addToCart(undefined, body);
    await Promise.all([commerce.addToCart(cart, body), commerce.addToCart(cart, body)]);
    expect((await commerce.view(cart)).totalQuantity).toBe(1);
    await db.destroy();
  });

  it('refuses a sold-out variant and more than the stock, saying so', async () => {
    const { commerce, db } = await openStore();
    const soldOut = await refusal(
      commerce.addToCart(undefined, { productId: 'p-stool', sku: 'SQ1000003', quantity: 1, idempotencyKey: key() }),
    );
    expect(soldOut).toMatchObject({
      status: 409,
      code: 'SOLD_OUT',
      message: 'Oak stool (Height: Counter (65 cm)) is sold out.',
    });
    const cart = await commerce.addToCart(undefined, {
      productId: 'p-stool',
      sku: 'SQ1000002',
      quantity: 1,
      idempotencyKey: key(),
    });
    const tooMany = await refusal(
      commerce.addToCart(cart, { productId: 'p-stool', sku: 'SQ1000002', quantity: 2, idempotencyKey: key() }),
    );
    expect(tooMany.message).toBe('Only 2 of Oak stool (Height: Bar (75 cm)) left in stock.');
    expect((await commerce.view(cart)).totalQuantity).toBe(1);
    await db.destroy();
  });

  it('sets a quantity and removes a line at 0', async () => {
    const { commerce, db } = await openStore();
    const cart = await commerce.addToCart(undefined, {
      productId: 'p-giftcard',
      sku: 'SQ1000042',
      quantity: 1,
      idempotencyKey: key(),
    });
    await commerce.updateEntry(cart, { sku: 'SQ1000042', quantity: 3, idempotencyKey: key() });
    expect(await commerce.view(cart)).toMatchObject({
      totalQuantity: 3,
      subtotalCents: 15000,
      requiresShipping: false,
    });
    await commerce.updateEntry(cart, { sku: 'SQ1000042', quantity: 0, idempotencyKey: key() });
    expect((await commerce.view(cart)).entries).toEqual([]);
    await db.destroy();
  });
});

describe('store: orders', () => {
  it('20 parallel checkouts of a product with 5 in stock make exactly 5 orders', async () => {
    const site = demo();
    site.products.find((p) => p.id === 'p-workshop')!.structuredContent.variants[1]!.qtyInStock = 5;
    const { commerce, db } = await openStore(site);
    const carts = [];
    for (let i = 0; i < 20; i++)
      carts.push(
        await commerce.addToCart(undefined, {
          productId: 'p-workshop',
          sku: 'SQ1000052',
          quantity: 1,
          idempotencyKey: key(),
        }),
      );
    const results = await Promise.allSettled(carts.map((cart) => commerce.placeOrder(cart, buyer())));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as CommerceRefusal] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(
      refused.every(
        (r) => r.code === 'SOLD_OUT' && r.message === 'Pottery workshop (Date: Saturday 5 July) is sold out.',
      ),
    ).toBe(true);
    expect(await commerce.orders.count()).toBe(5);
    expect((await commerce.stock.readAll()).get('SQ1000052')).toBe(0);
    await db.destroy();
  });

  it('stores a double-submitted order once, in parallel or after the first', async () => {
    const { commerce, db } = await openStore();
    const cart = await commerce.addToCart(undefined, {
      productId: 'p-stool',
      sku: 'SQ1000001',
      quantity: 1,
      idempotencyKey: key(),
    });
    const form = buyer();
    const [a, b] = await Promise.all([commerce.placeOrder(cart, form), commerce.placeOrder(cart, form)]);
    const c = await commerce.placeOrder(undefined, form);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(await commerce.orders.count()).toBe(1);
    expect((await commerce.stock.readAll()).get('SQ1000001')).toBe(3);
    expect(a).toMatchObject({
      grand_total_cents: 12000 + 500,
      payment_method: 'pay-later',
      payment_status: 'pending',
      status: 'placed',
    });
    // The cart is bought: the cookie's cart counts as gone.
    expect(await commerce.findCart(cart.token)).toBeUndefined();
    await db.destroy();
  });

  it('asks for the address and shipping option of physical goods, not of a gift card', async () => {
    const { commerce, db } = await openStore();
    const physical = await commerce.addToCart(undefined, {
      productId: 'p-mug',
      sku: 'SQ1000011',
      quantity: 1,
      idempotencyKey: key(),
    });
    const missing = await refusal(
      commerce.placeOrder(physical, { ...buyer(), address1: '', shippingOptionId: 'drone', paymentMethod: 'card' }),
    );
    expect(missing).toMatchObject({ status: 400, code: 'INVALID' });
    expect(Object.keys(missing.fields).sort()).toEqual(['address1', 'paymentMethod', 'shippingOptionId']);
    const gift = await commerce.addToCart(undefined, {
      productId: 'p-giftcard',
      sku: 'SQ1000041',
      quantity: 1,
      idempotencyKey: key(),
    });
    const order = await commerce.placeOrder(gift, {
      ...buyer(),
      address1: '',
      city: '',
      postalCode: '',
      country: '',
      shippingOptionId: '',
    });
    expect(order).toMatchObject({ shipping_address_json: null, shipping_cents: 0, grand_total_cents: 2500 });
    await db.destroy();
  });
});
