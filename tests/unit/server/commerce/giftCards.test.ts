import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import type { OrderDetailView } from '../../../../src/shared/api/config/OrdersResponses';

/** The owner's view of the order an email placed, as /config/orders loads it. */
async function ownerViewOf(email: string): Promise<OrderDetailView> {
  const cookie = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
  const order = await db.selectFrom('orders').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await app.inject({ url: `/api/config/orders/${order.id}`, headers: { cookie } })).json<OrderDetailView>();
}

// Gift cards (issue 48): bought with a recipient, a message and a send date; a code per card made with the
// order; redeemed at the cart's checkout with the balance kept atomically. Runs on SQLite and, under
// vitest.pg.config.ts, on PostgreSQL.
const WEBSITE = '5f1c0a7e9b1d4c0012345678';
const GIFT_LINK = `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard`;
const NOW = Date.parse('2026-11-28T10:00:00Z');
const crumb = 'g'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp({ now: () => NOW }));
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const post = (url: string, fields: Record<string, string>, cookies: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    cookies: { crumb, ...cookies },
    payload: new URLSearchParams({ crumb, paymentMethod: 'pay-later', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)![1]!;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const totalsOf = (html: string) =>
  [
    ...html.replace(/<!-- -->/g, '').matchAll(/data-total-line="([a-z-]+)"[^>]*><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g),
  ].map((m) => `${m[2]} ${m[3]}`);

const RECIPIENT = {
  recipientEmail: 'robin@example.com',
  recipientName: 'Robin',
  giftMessage: 'Happy birthday!\nFrom the harbour.',
  sendOn: '2026-12-24',
};

/** Buys a gift card of `sku` for Robin; answers the confirmation page's HTML and the card's code. */
async function buyGiftCard(sku = 'SQ1000042', fields: Record<string, string> = {}) {
  const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
  const placed = await post(GIFT_LINK, {
    idempotencyKey: keyOf(page.body),
    email: 'giver@example.com',
    name: 'Gwen Giver',
    sku,
    ...RECIPIENT,
    ...fields,
  });
  expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
  const confirmation = (await app.inject({ url: placed.headers.location! })).body;
  const code = /class="gift-card-code">([A-Z0-9-]+)</.exec(confirmation)![1]!;
  return { confirmation, code };
}

/** A cart of one mug ($18.00, shipped) and its checkout page's HTML. */
async function mugCart(key: string) {
  const product = (await app.inject({ url: '/store/harbour-mug' })).body;
  const sku = /<input type="hidden" name="sku" value="([^"]+)"/.exec(product)![1]!;
  const added = await app.inject({
    method: 'POST',
    url: '/commerce/add-to-cart',
    payload: new URLSearchParams({ productId: 'p-mug', sku, quantity: '1' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cart = added.cookies.find((c) => c.name === 'cart')!.value;
  const checkout = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
  expect(checkout.statusCode).toBe(200);
  return { cart, key, page: checkout.body };
}

const ADDRESS = {
  email: 'shopper@example.com',
  name: 'Sam Shopper',
  address1: '1 Quay',
  city: 'Harbourtown',
  postalCode: 'HT1',
  country: 'UK',
  shippingOptionId: 'standard',
};

describe('buying a gift card', () => {
  it('asks for the recipient, message and send date, and says what is wrong with each', async () => {
    const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
    for (const name of ['recipientEmail', 'recipientName', 'giftMessage', 'sendOn'])
      expect(page.body).toContain(`name="${name}"`);
    expect(page.body).toContain('min="2026-11-28"');
    const refused = await post(GIFT_LINK, {
      idempotencyKey: keyOf(page.body),
      email: 'giver@example.com',
      name: 'Gwen',
      sku: 'SQ1000042',
      recipientEmail: 'not-an-email',
      recipientName: ' ',
      giftMessage: 'x'.repeat(501),
      sendOn: '2026-11-27',
    });
    expect(refused.statusCode).toBe(400);
    const said = text(refused.body);
    expect(said).toContain("Enter the recipient's email address, such as name@example.com.");
    expect(said).toContain("Enter the recipient's name.");
    expect(said).toContain('Keep the message to 500 characters or fewer.');
    expect(said).toContain('Choose a send date from today (2026-11-28) to 2027-11-28.');
    // What was typed is kept.
    expect(refused.body).toContain('value="not-an-email"');
    expect(await db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('gift_cards').selectAll().execute()).toEqual([]);
  });

  it('makes a unique code with its balance, shows it, and writes both emails with the order', async () => {
    const first = await buyGiftCard();
    const second = await buyGiftCard('SQ1000041');
    expect(first.code).toMatch(/^[A-HJKMNP-TV-Z2-9]{4}(-[A-HJKMNP-TV-Z2-9]{4}){3}$/);
    expect(second.code).not.toBe(first.code);
    expect(text(first.confirmation)).toContain(
      `$50.00: ${first.code} — emailed to Robin (robin@example.com) on December 24, 2026`,
    );
    const cards = await db.selectFrom('gift_cards').selectAll().orderBy('initial_cents').execute();
    expect(cards.map((c) => [Number(c.initial_cents), Number(c.balance_cents), c.send_on, c.message])).toEqual([
      [2500, 2500, '2026-12-24', 'Happy birthday!\nFrom the harbour.'],
      [5000, 5000, '2026-12-24', 'Happy birthday!\nFrom the harbour.'],
    ]);
    const emails = await db.selectFrom('outbox_emails').selectAll().orderBy('kind').execute();
    expect(emails.map((e) => [e.kind, e.to_address, e.status])).toEqual([
      ['gift-card', 'robin@example.com', 'queued'],
      ['gift-card', 'robin@example.com', 'queued'],
      ['order-confirmation', 'giver@example.com', 'queued'],
      ['order-confirmation', 'giver@example.com', 'queued'],
    ]);
    // The owner sees each card an order bought, with its code, balance and recipient.
    const cookie = await loginOwner(app, db, [WebsiteRole.ADMIN]);
    const firstCard = await db
      .selectFrom('gift_cards')
      .selectAll()
      .where('code', '=', first.code)
      .executeTakeFirstOrThrow();
    const detail = (
      await app.inject({ url: `/api/config/orders/${firstCard.order_id}`, headers: { cookie } })
    ).json<OrderDetailView>();
    expect(detail.giftCards).toEqual([
      {
        code: first.code,
        initialCents: 5000,
        balanceCents: 5000,
        recipientEmail: 'robin@example.com',
        recipientName: 'Robin',
        message: 'Happy birthday!\nFrom the harbour.',
        sendOn: '2026-12-24',
        // The owner's balance changes: none yet.
        adjustments: [],
      },
    ]);
    const gift = emails.find((e) => e.text_body.includes(first.code))!;
    expect(gift.kind).toBe('gift-card');
    expect(Number(gift.send_after)).toBe(Date.parse('2026-12-24T00:00:00Z'));
    expect(gift.subject).toBe('Gwen Giver sent you a Harbour & Pine gift card');
    expect(gift.text_body).toContain('Happy birthday!\nFrom the harbour.');
    expect(gift.html_body).toContain('Happy birthday!<br>From the harbour.');
  });
});

describe('paying with a gift card at checkout', () => {
  it('shows the amount taken and what is left to pay, then takes it from the balance once', async () => {
    const { code } = await buyGiftCard('SQ1000041'); // $25.00
    const { cart, page } = await mugCart('mug');
    expect(page).toContain('name="giftCardCode"');
    const key = keyOf(page);
    const applied = await post(
      '/checkout',
      { idempotencyKey: key, intent: 'apply-gift-card', giftCardCode: code.toLowerCase().replaceAll('-', ' ') },
      { cart },
    );
    expect(applied.statusCode).toBe(200);
    expect(text(applied.body)).toMatch(
      /Gift card ••••-\w{4} applied: \$\d+\.\d\d of its \$25\.00 pays toward this order\./,
    );
    const totals = totalsOf(applied.body);
    const before = totals.find((t) => t.startsWith('Total'))!;
    expect(totals.some((t) => /^Gift card ••••-\w{4} −\$/.test(t))).toBe(true);
    const placed = await post('/checkout', { idempotencyKey: key, ...ADDRESS, giftCardCode: code }, { cart });
    expect(placed.statusCode, text(placed.body).slice(0, 400)).toBe(303);
    const confirmation = (await app.inject({ url: placed.headers.location! })).body;
    const lines = totalsOf(confirmation);
    const giftLine = lines.find((t) => t.startsWith('Gift card'))!;
    const taken = Math.round(Number(/−\$([\d.]+)/.exec(giftLine)![1]) * 100);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('email', '=', 'shopper@example.com')
      .executeTakeFirstOrThrow();
    const card = await db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(Number(card.balance_cents)).toBe(2500 - taken);
    expect(Number(order.grand_total_cents)).toBe(
      Number(order.subtotal_cents) -
        Number(order.discount_cents) +
        Number(order.shipping_cents) +
        Number(order.tax_cents) -
        taken,
    );
    expect(lines.find((t) => t.startsWith('Total'))).toBe(before);
    // The owner sees the same gift card line, the card's code masked.
    const owned = await ownerViewOf('shopper@example.com');
    expect(owned.totals.giftCards).toEqual([{ maskedCode: `••••-${code.slice(-4)}`, amountCents: taken }]);
    expect(JSON.stringify(owned)).not.toContain(code);
    const uses = await db.selectFrom('gift_card_uses').selectAll().execute();
    expect(uses.map((u) => [u.order_id, Number(u.amount_cents)])).toEqual([[order.id, taken]]);
  });

  it('says so plainly for an unknown code and a spent one', async () => {
    const { cart, page } = await mugCart('m2');
    const unknown = await post(
      '/checkout',
      { idempotencyKey: keyOf(page), intent: 'apply-gift-card', giftCardCode: 'AAAA-BBBB-CCCC-DDDD' },
      { cart },
    );
    expect(unknown.statusCode).toBe(400);
    expect(text(unknown.body)).toContain(
      'There is no gift card with the code AAAA-BBBB-CCCC-DDDD. Check it and try again.',
    );
    const garbage = await post(
      '/checkout',
      { idempotencyKey: keyOf(page), intent: 'apply-gift-card', giftCardCode: '12' },
      { cart },
    );
    expect(text(garbage.body)).toContain('There is no gift card with the code 12.');
    const { code } = await buyGiftCard('SQ1000041');
    await db.updateTable('gift_cards').set({ balance_cents: 0 }).where('code', '=', code).execute();
    const spent = await post('/checkout', { idempotencyKey: keyOf(page), ...ADDRESS, giftCardCode: code }, { cart });
    expect(spent.statusCode).toBe(409);
    expect(text(spent.body)).toContain(`The gift card ${code} has been spent: nothing is left on it.`);
    expect(await db.selectFrom('orders').selectAll().where('email', '=', 'shopper@example.com').execute()).toEqual([]);
  });

  it('lets parallel checkouts spend no more than the balance', async () => {
    const { code } = await buyGiftCard('SQ1000042'); // $50.00; each mug order ($37 or more) takes over half
    const carts = await Promise.all(Array.from({ length: 6 }, (_, i) => mugCart(`p${i}`)));
    const results = await Promise.all(
      carts.map(({ cart, page }) =>
        post('/checkout', { idempotencyKey: keyOf(page), ...ADDRESS, giftCardCode: code }, { cart }),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 303);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(placed.length + refused.length).toBe(6);
    for (const r of refused)
      expect(text(r.body)).toMatch(
        new RegExp(`The gift card ${code} (was used in another order meanwhile|has been spent)`),
      );
    const card = await db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    const uses = await db.selectFrom('gift_card_uses').selectAll().execute();
    const spent = uses.reduce((sum, u) => sum + Number(u.amount_cents), 0);
    expect(Number(card.balance_cents)).toBe(5000 - spent);
    expect(Number(card.balance_cents)).toBeGreaterThanOrEqual(0);
    expect(uses.length).toBe(placed.length);
    expect(placed.length).toBeGreaterThanOrEqual(1);
  });
});
