import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import type { SiteData } from '../../../../src/shared/siteData/SiteData';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import type { OrderDetailView } from '../../../../src/shared/api/config/OrdersResponses';
import type { OutboxReply } from '../../../../src/shared/api/config/OutboxApi';

// Issue 48: coupons and gift cards at every checkout of its own (subscription, gift card, donation), the
// download links in the confirmation email, the gift card words in a German store, and the owner's resend
// and balance change. Runs on SQLite and, under vitest.pg.config.ts, on PostgreSQL.
const WEBSITE = '5f1c0a7e9b1d4c0012345678';
const GIFT_LINK = `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard`;
const DONATE_LINK = '/checkout/donate?donatePageId=apprentice-fund';
const NOW = Date.parse('2026-11-28T10:00:00Z');
const crumb = 'f'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

async function open(editSite?: (site: SiteData) => void) {
  ({ app, db } = await openDemoApp({ now: () => NOW, editSite }));
}
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    cookies: { crumb },
    payload: new URLSearchParams({ crumb, paymentMethod: 'pay-later', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)![1]!;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<style>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The money lines of the totals shown (the first list, or the one of the option `sku`). */
const totalsOf = (html: string, sku?: string) => {
  const clean = html.replace(/<!-- -->/g, '');
  const from = clean.indexOf('data-total-line=', sku ? clean.indexOf(`data-sku="${sku}"`) : 0);
  const list = clean.slice(from - 1, clean.indexOf('</dl>', from));
  return [...list.matchAll(/ data-total-line="([a-z-]+)"[^>]*><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(
    (m) => `${m[2]} ${m[3]}`,
  );
};
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

const GIFT_FIELDS = {
  email: 'giver@example.com',
  name: 'Gwen Giver',
  recipientEmail: 'robin@example.com',
  recipientName: 'Robin',
  sendOn: '2026-11-28',
};
const ADDRESS = { address1: '1 Quay', city: 'Harbourtown', postalCode: 'HT1', country: 'UK' };

/** Buys a gift card of `sku` with nothing else; answers its code. */
async function buyCard(sku = 'SQ1000042'): Promise<string> {
  const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
  const placed = await post(GIFT_LINK, { idempotencyKey: keyOf(page.body), sku, ...GIFT_FIELDS });
  expect(placed.statusCode, text(placed.body).slice(0, 300)).toBe(303);
  const confirmation = (await app.inject({ url: placed.headers.location! })).body;
  return /class="gift-card-code">([A-Z0-9-]+)</.exec(confirmation)![1]!;
}

const balanceOf = async (code: string) =>
  Number(
    (await db.selectFrom('gift_cards').select('balance_cents').where('code', '=', code).executeTakeFirstOrThrow())
      .balance_cents,
  );
const orderOf = (email: string) =>
  db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** Starts a subscription to the coffee club; answers its checkout link and page. */
async function startCoffee() {
  const start = await app.inject({
    method: 'POST',
    url: '/commerce/subscribe',
    payload: new URLSearchParams({ productId: 'p-coffee', sku: 'SQ1000021' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const link = start.headers.location as string;
  return { link, page: (await app.inject({ url: link, cookies: { crumb } })).body };
}

describe('coupons at the subscription and gift card checkouts', () => {
  it('subscription: WELCOME10 applied on its page shows the total to pay, and the order is that total', async () => {
    await open();
    const { link, page } = await startCoffee();
    expect(page).toContain('name="couponCode"');
    const key = keyOf(page);
    const refused = await post(link, { idempotencyKey: key, intent: 'apply-coupon', couponCode: 'summer24' });
    expect(refused.statusCode).toBe(409);
    expect(text(refused.body)).toContain('SUMMER24');
    expect(refused.body).toContain('id="checkout-couponCode-error"');
    // The refused code stays in its field to be corrected.
    expect(refused.body).toMatch(/name="couponCode"[^>]*value="summer24"/);
    const applied = await post(link, { idempotencyKey: key, intent: 'apply-coupon', couponCode: 'welcome10' });
    expect(applied.statusCode).toBe(200);
    const shown = totalsOf(applied.body, undefined);
    // $18.00 coffee, 10% off, $5.00 standard shipping (the first option's lines come first).
    expect(shown).toEqual([
      'Subtotal $18.00',
      'Discount WELCOME10 −$1.80',
      'Shipping (Standard delivery (3–5 days)) $5.00',
      'Total $21.20',
    ]);
    expect(applied.body).toContain('data-coupon="WELCOME10"');
    const placed = await post(link, {
      idempotencyKey: key,
      email: 'sub@example.com',
      name: 'Sub Scriber',
      ...ADDRESS,
      shippingOptionId: 'standard',
    });
    expect(placed.statusCode, text(placed.body).slice(0, 300)).toBe(303);
    const confirmation = (await app.inject({ url: placed.headers.location! })).body;
    expect(totalsOf(confirmation)).toEqual(shown);
    expect(await orderOf('sub@example.com')).toMatchObject({ discount_cents: 180, grand_total_cents: 2120 });
    // Removing it puts the price back (a second subscription).
    const second = await startCoffee();
    await post(second.link, { idempotencyKey: keyOf(second.page), intent: 'apply-coupon', couponCode: 'WELCOME10' });
    const removed = await post(second.link, {
      idempotencyKey: keyOf(second.page),
      intent: 'remove-coupon:WELCOME10',
    });
    expect(totalsOf(removed.body)).toEqual([
      'Subtotal $18.00',
      'Shipping (Standard delivery (3–5 days)) $5.00',
      'Total $23.00',
    ]);
  });

  it('gift card: a coupon prices each amount before paying; the card keeps its full value', async () => {
    await open();
    const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
    const key = keyOf(page.body);
    const unknown = await post(GIFT_LINK, {
      idempotencyKey: key,
      sku: 'SQ1000042',
      intent: 'apply-coupon',
      couponCode: 'NOPE1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(text(unknown.body)).toContain('NOPE1');
    // HARBOUR5 takes $5 off from a $40 subtotal: the $50 card, not the $25 one.
    const applied = await post(GIFT_LINK, {
      idempotencyKey: key,
      sku: 'SQ1000042',
      ...GIFT_FIELDS,
      intent: 'apply-coupon',
      couponCode: 'harbour5',
    });
    expect(applied.statusCode).toBe(200);
    expect(hidden(applied.body, 'appliedCoupons')).toBe('HARBOUR5');
    expect(totalsOf(applied.body, 'SQ1000042')).toEqual([
      'Subtotal $50.00',
      'Discount HARBOUR5 −$5.00',
      'Total $45.00',
    ]);
    expect(totalsOf(applied.body, 'SQ1000041')).toEqual(['Subtotal $25.00', 'Total $25.00']);
    // What the shopper typed is kept.
    expect(applied.body).toContain('value="robin@example.com"');
    const placed = await post(GIFT_LINK, {
      idempotencyKey: key,
      sku: 'SQ1000042',
      ...GIFT_FIELDS,
      appliedCoupons: 'HARBOUR5',
    });
    expect(placed.statusCode, text(placed.body).slice(0, 300)).toBe(303);
    const confirmation = (await app.inject({ url: placed.headers.location! })).body;
    expect(totalsOf(confirmation)).toEqual(['Subtotal $50.00', 'Discount HARBOUR5 −$5.00', 'Total $45.00']);
    expect(await orderOf('giver@example.com')).toMatchObject({ discount_cents: 500, grand_total_cents: 4500 });
    const card = await db.selectFrom('gift_cards').selectAll().executeTakeFirstOrThrow();
    expect([Number(card.initial_cents), Number(card.balance_cents)]).toEqual([5000, 5000]);
  });

  it('gift card: a coupon the form carries that the store no longer takes refuses the order, placing none', async () => {
    await open();
    const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
    const refused = await post(GIFT_LINK, {
      idempotencyKey: keyOf(page.body),
      sku: 'SQ1000042',
      ...GIFT_FIELDS,
      appliedCoupons: 'SUMMER24',
    });
    expect(refused.statusCode).toBe(409);
    expect(text(refused.body)).toContain('SUMMER24');
    expect(await db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('carts').selectAll().execute()).toEqual([]);
  });
});

describe('a gift card pays at every checkout', () => {
  it('pays toward a subscription, a donation and another gift card, its balance taken each time', async () => {
    await open();
    const code = await buyCard('SQ1000042'); // $50.00
    // Subscription: $18 + $5 shipping, all of it from the card.
    const { link, page } = await startCoffee();
    const applied = await post(link, { idempotencyKey: keyOf(page), intent: 'apply-gift-card', giftCardCode: code });
    expect(applied.statusCode).toBe(200);
    expect(text(applied.body)).toContain(
      `Gift card ••••-${code.slice(-4)} applied: $23.00 of its $50.00 pays toward this order.`,
    );
    const subscribed = await post(link, {
      idempotencyKey: keyOf(page),
      email: 'sub@example.com',
      name: 'Sub',
      ...ADDRESS,
      shippingOptionId: 'standard',
      giftCardCode: code,
    });
    expect(subscribed.statusCode, text(subscribed.body).slice(0, 300)).toBe(303);
    expect(await orderOf('sub@example.com')).toMatchObject({ grand_total_cents: 0 });
    expect(await balanceOf(code)).toBe(2700);
    // Donation: $25 of the $27 left.
    const donatePage = await app.inject({ url: DONATE_LINK, cookies: { crumb } });
    expect(donatePage.body).toContain('name="giftCardCode"');
    const donateApplied = await post(DONATE_LINK, {
      idempotencyKey: keyOf(donatePage.body),
      intent: 'apply-gift-card',
      giftCardCode: code,
    });
    expect(text(donateApplied.body)).toContain('up to $27.00 of it pays toward your donation');
    const donated = await post(DONATE_LINK, {
      idempotencyKey: keyOf(donatePage.body),
      email: 'giving@example.com',
      name: 'Giving',
      amount: '2500',
      giftCardCode: code,
    });
    expect(donated.statusCode, text(donated.body).slice(0, 300)).toBe(303);
    const donation = (await app.inject({ url: donated.headers.location! })).body;
    expect(totalsOf(donation)).toEqual(['Subtotal $25.00', `Gift card ••••-${code.slice(-4)} −$25.00`, 'Total $0.00']);
    expect(await balanceOf(code)).toBe(200);
    // Another gift card: the $2 left pays toward a $25 card, the rest by the payment method.
    const giftPage = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
    const bought = await post(GIFT_LINK, {
      idempotencyKey: keyOf(giftPage.body),
      sku: 'SQ1000041',
      ...GIFT_FIELDS,
      email: 'again@example.com',
      giftCardCode: code,
    });
    expect(bought.statusCode, text(bought.body).slice(0, 300)).toBe(303);
    expect(await orderOf('again@example.com')).toMatchObject({ grand_total_cents: 2300 });
    expect(await balanceOf(code)).toBe(0);
    const uses = await db.selectFrom('gift_card_uses').select('amount_cents').execute();
    expect(uses.map((u) => Number(u.amount_cents)).sort((a, b) => a - b)).toEqual([200, 2300, 2500]);
  });
});

describe('the confirmation email', () => {
  it('carries the same signed download links as the confirmation page', async () => {
    await open();
    const product = (await app.inject({ url: '/store/stool-plans' })).body;
    const sku = /<input type="hidden" name="sku" value="([^"]+)"/.exec(product)![1]!;
    const added = await app.inject({
      method: 'POST',
      url: '/commerce/add-to-cart',
      payload: new URLSearchParams({ productId: 'p-pattern', sku, quantity: '1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cart = added.cookies.find((c) => c.name === 'cart')!.value;
    const checkout = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
    const placed = await app.inject({
      method: 'POST',
      url: '/checkout',
      cookies: { cart, crumb },
      payload: new URLSearchParams({
        crumb,
        idempotencyKey: keyOf(checkout.body),
        paymentMethod: 'pay-later',
        email: 'ada@example.com',
        name: 'Ada',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(placed.statusCode).toBe(303);
    const email = await db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    const inEmail = /Download Stool plans \(PDF\): (\S+)/.exec(email.text_body)![1]!;
    expect(email.text_body).toContain('each link works 5 times, until December 5, 2026');
    expect(email.html_body).toContain(`href="${inEmail.replaceAll('&', '&amp;')}"`);
    const page = (await app.inject({ url: placed.headers.location! })).body;
    const onPage = /order-download" href="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
    expect(new URL(inEmail).pathname + new URL(inEmail).search).toBe(onPage);
    // The link in the email serves the file.
    const file = await app.inject({ url: onPage });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="stool-plans.pdf"');
  });
});

describe('a German store', () => {
  it('says the gift card messages and labels in German', async () => {
    await open((site) => {
      site.website.locale = 'de-DE';
    });
    const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
    expect(text(page.body)).toContain('Wer ihn erhält');
    expect(text(page.body)).toContain('Rabattcode einlösen');
    const refused = await post(GIFT_LINK, {
      idempotencyKey: keyOf(page.body),
      sku: 'SQ1000042',
      ...GIFT_FIELDS,
      recipientEmail: 'robin',
    });
    expect(text(refused.body)).toContain(
      'Geben Sie die E-Mail-Adresse der empfangenden Person ein, etwa name@example.com.',
    );
    const unknown = await post(GIFT_LINK, {
      idempotencyKey: keyOf(page.body),
      sku: 'SQ1000042',
      intent: 'apply-gift-card',
      giftCardCode: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(text(unknown.body)).toContain('Es gibt keinen Gutschein mit dem Code AAAA-BBBB-CCCC-DDDD.');
    expect(text(unknown.body)).not.toContain('There is no gift card');
  });
});

describe('the owner', () => {
  it('resends an email from the outbox, to its address or a corrected one', async () => {
    await open();
    await buyCard();
    const cookie = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
    const headers = { cookie, 'x-csrf-token': 'o'.repeat(32) };
    const list = (await app.inject({ url: '/api/config/outbox', headers: { cookie } })).json<OutboxReply>();
    const confirmation = list.emails.find((e) => e.kind === 'order-confirmation')!;
    const again = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${confirmation.id}/resend`,
      headers,
      payload: { to: 'gwen@example.org' },
    });
    expect(again.statusCode).toBe(201);
    const after = (await app.inject({ url: '/api/config/outbox', headers: { cookie } })).json<OutboxReply>();
    expect(after.count).toBe(list.count + 1);
    expect(after.emails[0]).toMatchObject({
      resendOf: confirmation.id,
      to: 'gwen@example.org',
      status: 'queued',
      attempts: 0,
      subject: confirmation.subject,
      text: confirmation.text,
    });
    const sameAddress = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${confirmation.id}/resend`,
      headers,
      payload: {},
    });
    expect(sameAddress.json()).toMatchObject({ email: { to: 'giver@example.com' } });
    const bad = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${confirmation.id}/resend`,
      headers,
      payload: { to: 'gwen' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['$.to']);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${'a'.repeat(24)}/resend`,
      headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const editor = await loginOwner(app, db, [WebsiteRole.EDITOR]);
    const forbidden = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${confirmation.id}/resend`,
      headers: { cookie: editor, 'x-csrf-token': 'o'.repeat(32) },
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    const noCrumb = await app.inject({
      method: 'POST',
      url: `/api/config/outbox/${confirmation.id}/resend`,
      headers: { cookie },
      payload: {},
    });
    expect(noCrumb.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/config/outbox', headers: { cookie } })).json<OutboxReply>().count).toBe(
      list.count + 2,
    );
  });

  it("changes a gift card's balance with a reason kept beside who made it, and refuses what it cannot be", async () => {
    await open();
    const code = await buyCard('SQ1000042');
    const cookie = await loginOwner(app, db, [WebsiteRole.ADMIN]);
    const headers = { cookie, 'x-csrf-token': 'o'.repeat(32) };
    const put = (payload: object, to = code) =>
      app.inject({ method: 'PUT', url: `/api/config/gift-cards/${to}/balance`, headers, payload });
    const changed = await put({ balanceCents: 3000, expectedBalanceCents: 5000, reason: 'Paid out $20 in cash' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ code, balanceCents: 3000 });
    expect(await balanceOf(code)).toBe(3000);
    // The balance the owner saw is no longer there: nothing changes.
    const stale = await put({ balanceCents: 5000, expectedBalanceCents: 5000, reason: 'Restore' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ balanceCents: 3000 });
    const above = await put({ balanceCents: 5001, expectedBalanceCents: 3000, reason: 'Goodwill' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ fields: { '$.balanceCents': "expected at most the card's amount, 5000" } });
    const bad = await put({ balanceCents: -1, expectedBalanceCents: 3000, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['$.balanceCents', '$.reason']);
    expect(
      (await put({ balanceCents: 1, expectedBalanceCents: 1, reason: 'abc' }, 'AAAA-BBBB-CCCC-DDDD')).statusCode,
    ).toBe(404);
    expect(await balanceOf(code)).toBe(3000);
    // The order's view shows the change with who made it and why.
    const card = await db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    const detail = (
      await app.inject({ url: `/api/config/orders/${card.order_id}`, headers: { cookie } })
    ).json<OrderDetailView>();
    expect(detail.giftCards![0]).toMatchObject({
      balanceCents: 3000,
      adjustments: [{ fromCents: 5000, toCents: 3000, reason: 'Paid out $20 in cash', by: expect.any(String) }],
    });
    expect(detail.giftCards![0]!.adjustments![0]!.by).not.toBe('');
    const store = await loginOwner(app, db, [WebsiteRole.EDITOR]);
    const forbidden = await app.inject({
      method: 'PUT',
      url: `/api/config/gift-cards/${code}/balance`,
      headers: { cookie: store, 'x-csrf-token': 'o'.repeat(32) },
      payload: { balanceCents: 0, expectedBalanceCents: 3000, reason: 'Not mine to do' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
