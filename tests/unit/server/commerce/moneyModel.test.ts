import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { TaxRule } from '../../../../src/shared/siteData/StorePricing';
import type { OrderTotals } from '../../../../src/shared/commerce/OrderTotals';
import { formatTotalLines } from '../../../../src/shared/commerce/formatTotalLines';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';

const crumb = 'c'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

// The showcase store (WELCOME10 10%, HARBOUR5 $5 off from $40, FREESHIP) with two tax rules: 8% on physical
// goods and shipping, 5% on digital products.
beforeEach(async () => {
  ({ app, db } = await openDemoApp({
    editSite: (site) => {
      site.websiteSettings.storeSettings.taxRules = [
        TaxRule.parse({ id: 'goods', name: 'Sales tax', ratePercent: 8, productTypes: [1], appliesToShipping: true }),
        TaxRule.parse({ id: 'digital', name: 'Digital tax', ratePercent: 5, productTypes: [2] }),
      ];
    },
  }));
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

type Line = [label: string, text: string];

/** The totals lines a rendered page shows inside `from` (the element that begins there). */
function linesIn(html: string, from: string): Line[] {
  const start = html.indexOf(from);
  expect(start).toBeGreaterThan(-1);
  const list = html.slice(start, html.indexOf('</dl>', start));
  return [...list.replaceAll('<!-- -->', '').matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(
    (m) => [m[1]!.replaceAll('&amp;', '&'), m[2]!] as Line,
  );
}
const linesOf = (totals: OrderTotals): Line[] => formatTotalLines(totals).map((l) => [l.label, l.text]);

async function buyWith(code: string) {
  const cookies: Record<string, string> = { crumb };
  const add = async (productId: string, sku: string, quantity: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      headers: { 'x-csrf-token': crumb },
      cookies,
      payload: { productId, sku, quantity, idempotencyKey: `money-${code}-${productId}-0001` },
    });
    expect(response.statusCode).toBe(200);
    cookies.cart ??= response.cookies.find((c) => c.name === 'cart')!.value;
  };
  await add('p-mug', 'SQ1000011', 2);
  const pattern = await app.inject({ url: '/store/stool-plans' });
  const patternSku = /name="sku" value="(SQ\d{7})"/.exec(pattern.body)?.[1];
  expect(patternSku).toBeDefined();
  await add('p-pattern', patternSku!, 1);
  const entered = await app.inject({
    method: 'POST',
    url: '/api/commerce/cart/coupons',
    headers: { 'x-csrf-token': crumb },
    cookies,
    payload: { code },
  });
  expect(entered.statusCode).toBe(200);
  const cart = entered.json<{ cart: { totals: OrderTotals } }>().cart.totals;

  // 1. The cart page (server-rendered cart block) and 2. the checkout page, standard shipping chosen.
  const cartPage = (await app.inject({ url: '/cart', cookies })).body;
  const checkout = (await app.inject({ url: '/checkout', cookies })).body;
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout)![1]!;
  const placed = await app.inject({
    method: 'POST',
    url: '/checkout',
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      crumb,
      idempotencyKey: key,
      paymentMethod: 'pay-later',
      email: 'money@example.com',
      name: 'Pat',
      address1: '1 Quay',
      city: 'Harbourtown',
      postalCode: 'HT1',
      country: 'UK',
      shippingOptionId: 'standard',
    }).toString(),
  });
  expect(placed.statusCode).toBe(303);
  // 3. The order-confirmed page.
  const confirmation = (await app.inject({ url: placed.headers.location! })).body;
  // 4. The owner's view (the API /config/orders renders), 5. the NDJSON export and 6. the CSV export.
  const owner = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
  const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
  const detail = (await app.inject({ url: `/api/config/orders/${order.id}`, headers: { cookie: owner } })).json<{
    totals: OrderTotals;
  }>();
  const ndjson = await app.inject({ url: '/api/config/orders/export?format=ndjson', headers: { cookie: owner } });
  const csv = await app.inject({ url: '/api/config/orders/export?format=csv', headers: { cookie: owner } });
  return { cart, cartPage, checkout, confirmation, order, detail, ndjson, csv };
}

describe('one money model from cart to export', () => {
  it.each([
    // Mugs 2 × $26.00 = $52.00 (physical), plans $9.00 on sale (digital): subtotal $61.00, standard shipping
    // $5.00. 10% off: $6.10; goods left 90%: sales tax 8% of (4680 + 500) = 414.4 → $4.14, digital 5% of 810 =
    // 40.5 → $0.41.
    [
      'WELCOME10',
      [
        ['Subtotal', '$61.00'],
        ['Discount WELCOME10', '−$6.10'],
        ['Shipping (Standard delivery (3–5 days))', '$5.00'],
        ['Sales tax (8%)', '$4.14'],
        ['Digital tax (5%)', '$0.41'],
        ['Total', '$64.45'],
      ],
    ],
    // $5 off (the subtotal is over its $40 minimum): goods left 5600/6100; sales tax 8% of (4773.77 + 500) =
    // 421.9 → $4.22, digital 5% of 826.23 = 41.3 → $0.41.
    [
      'HARBOUR5',
      [
        ['Subtotal', '$61.00'],
        ['Discount HARBOUR5', '−$5.00'],
        ['Shipping (Standard delivery (3–5 days))', '$5.00'],
        ['Sales tax (8%)', '$4.22'],
        ['Digital tax (5%)', '$0.41'],
        ['Total', '$65.63'],
      ],
    ],
    // Free shipping: the $5.00 shipping is taken off and not taxed; sales tax 8% of 5200 = $4.16, digital
    // 5% of 900 = $0.45.
    [
      'FREESHIP',
      [
        ['Subtotal', '$61.00'],
        ['Discount FREESHIP', '−$5.00'],
        ['Shipping (Standard delivery (3–5 days))', '$5.00'],
        ['Sales tax (8%)', '$4.16'],
        ['Digital tax (5%)', '$0.45'],
        ['Total', '$65.61'],
      ],
    ],
  ] as [string, Line[]][])(
    '%s: the cart, checkout, confirmation, owner view and both exports agree',
    async (code, want) => {
      const bought = await buyWith(code);
      expect(linesOf(bought.cart)).toEqual(want);
      // The lines add up to the cent.
      const cents = formatTotalLines(bought.cart).map((l) => l.cents);
      expect(cents.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(cents.at(-1));

      expect(linesIn(bought.cartPage, 'class="totals-list cart-totals"')).toEqual(want);
      expect(linesIn(bought.checkout, 'data-shipping-option="standard"')).toEqual(want);
      expect(linesIn(bought.confirmation, 'class="totals-list order-totals"')).toEqual(want);
      expect(linesOf(bought.detail.totals)).toEqual(want);
      const exported = bought.ndjson.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { totals: OrderTotals });
      expect(exported).toHaveLength(1);
      expect(linesOf(exported[0]!.totals)).toEqual(want);

      const [header, row] = bought.csv.body
        .trim()
        .split('\r\n')
        .map((l) => l.split(','));
      const column = (name: string) => row![header!.indexOf(name)];
      const decimal = (text: string) => text.replace(/[−$]/g, '');
      expect(column('subtotal')).toBe(decimal(want[0]![1]));
      expect(column('discounts')).toBe(`${want[1]![0]}: ${decimal(want[1]![1])}`);
      expect(column('total')).toBe(decimal(want.at(-1)![1]));
      // The summed columns reports query match the lines.
      expect(Number(bought.order.grand_total_cents)).toBe(cents.at(-1));
    },
  );
});
