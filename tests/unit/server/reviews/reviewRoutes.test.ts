import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { sql } from 'kysely';
import { testDialect } from '../../../postgres/openTestStorage';
import { loginOwner, OWNER_CRUMB } from '../loginOwner';
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

async function buyMug(): Promise<void> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/commerce/cart/entries',
    headers: { 'x-csrf-token': crumb },
    cookies: { crumb },
    payload: { productId: 'p-giftcard', sku: 'SQ1000041', quantity: 1, idempotencyKey: 'gift-key-0000001' },
  });
  const cart = added.cookies.find((c) => c.name === 'cart')!.value;
  const placed = await app.inject({
    method: 'POST',
    url: '/checkout',
    cookies: { cart, crumb },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      crumb,
      idempotencyKey: 'order-key-000001',
      paymentMethod: 'pay-later',
      email: 'ada@example.com',
      name: 'Ada',
    }).toString(),
  });
  expect(placed.statusCode).toBe(303);
}

const linkOf = async () => {
  const [request] = await db.selectFrom('review_requests').selectAll().execute();
  expect(request).toBeDefined();
  return request!;
};

const post = (token: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/commerce/review',
    cookies: { crumb },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, request: token, ...fields }).toString(),
  });

async function ownerLink(): Promise<{ url: string; cookie: string }> {
  const cookie = await loginOwner(app, db, [8]);
  const orders = await app.inject({ url: '/api/config/orders', headers: { cookie } });
  const id = orders.json<{ orders: { id: string }[] }>().orders[0]!.id;
  const detail = await app.inject({ url: `/api/config/orders/${id}`, headers: { cookie } });
  const links = detail.json<{ reviewLinks: { url: string; title: string }[] }>().reviewLinks;
  expect(links).toHaveLength(1);
  return { url: links[0]!.url, cookie };
}

describe('product reviews', () => {
  it('stores a review request per order line, whose signed link opens the review form', async () => {
    await buyMug();
    const request = await linkOf();
    expect(request.product_id).toBe('p-giftcard');
    const { url } = await ownerLink();
    const token = new URL(url).searchParams.get('request')!;
    const page = await app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="page-type-210"');
    expect(page.body).toContain('Review Gift card');
    // A forged link (right id, wrong signature) opens nothing.
    const forged = await app.inject({ url: `/commerce/review?request=${request.id}.AAAA` });
    expect(forged.statusCode).toBe(404);
    expect(token.startsWith(`${request.id}.`)).toBe(true);
  });

  it('requires a star rating, takes one review per line, and refuses the second', async () => {
    await buyMug();
    const { url, cookie } = await ownerLink();
    const token = new URL(url).searchParams.get('request')!;
    const noStars = await post(token, { title: 'Lovely', text: 'Nice card', name: 'Ada' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.body).toContain('Please select a star rating');
    expect(noStars.body).toContain('One or more fields is invalid, please check your entries.');
    expect(noStars.body).toContain('Nice card');
    const posted = await post(token, { rating: '4', title: 'Lovely', text: 'Nice card', name: 'Ada' });
    expect(posted.statusCode).toBe(200);
    const again = await post(token, { rating: '5', title: 'Again', text: '', name: 'Ada' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You have already reviewed this purchase');
    expect(await db.selectFrom('product_reviews').selectAll().execute()).toHaveLength(1);

    // Pending: not on the product page until an owner approves it.
    expect((await app.inject({ url: '/store/gift-card' })).body).not.toContain('Nice card');
    const list = await app.inject({ url: '/api/config/reviews', headers: { cookie } });
    const review = list.json<{ reviews: { id: string; status: string }[] }>().reviews[0]!;
    expect(review.status).toBe('pending');
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/config/reviews/${review.id}/status`,
      headers: { cookie, 'x-csrf-token': OWNER_CRUMB },
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const product = await app.inject({ url: '/store/gift-card' });
    expect(product.body).toContain('Nice card');
    expect(product.body).toContain('4.0 out of 5 (1 review)');
  });

  it('says the request expired once it has', async () => {
    await buyMug();
    const { url } = await ownerLink();
    await db
      .updateTable('review_requests')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const page = await app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Your review request has expired');
    const token = new URL(url).searchParams.get('request')!;
    const posted = await post(token, { rating: '5', name: 'Ada' });
    expect(posted.body).toContain('Your review request has expired');
  });

  // A failing write, made with an SQLite trigger (the route and repository are the same on PostgreSQL).
  it.skipIf(testDialect === 'postgres')('asks to submit again when the review could not be stored', async () => {
    await buyMug();
    const { url } = await ownerLink();
    const token = new URL(url).searchParams.get('request')!;
    await sql`CREATE TRIGGER refuse BEFORE INSERT ON product_reviews BEGIN SELECT RAISE(FAIL, 'disk full'); END`.execute(
      db,
    );
    const failed = await post(token, { rating: '5', text: 'Kept text', name: 'Ada' });
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toContain('Try submitting your review again');
    expect(failed.body).toContain('Kept text');
    await sql`DROP TRIGGER refuse`.execute(db);
    expect((await post(token, { rating: '5', text: 'Kept text', name: 'Ada' })).statusCode).toBe(200);
  });

  it('keeps moderation to ADMIN and STORE_MANAGER', async () => {
    const cookie = await loginOwner(app, db, [4]);
    expect((await app.inject({ url: '/api/config/reviews', headers: { cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/config/reviews' })).statusCode).toBe(401);
  });
});
