import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { loginOwner, OWNER_CRUMB } from '../loginOwner';
import { closeDemoApp, openDemoApp } from '../demoApp';

// Issue 52: the buyer is asked for a review with the order: the confirmation (also the buyer's order page)
// and its email carry a signed link per product, and a review made through one shows on the product only
// once an owner approves it.
const crumb = 'r'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Buys the mug and the stool plans in one cart; answers the confirmation's address. */
async function buyTwo(): Promise<string> {
  let cart: string | undefined;
  for (const [productId, path] of [
    ['p-mug', '/store/harbour-mug'],
    ['p-pattern', '/store/stool-plans'],
  ] as const) {
    const sku = /<input type="hidden" name="sku" value="([^"]+)"/.exec((await app.inject({ url: path })).body)![1]!;
    const added = await app.inject({
      method: 'POST',
      url: '/commerce/add-to-cart',
      cookies: cart ? { cart } : {},
      ...form({ productId, sku, quantity: '1' }),
    });
    cart ??= added.cookies.find((c) => c.name === 'cart')!.value;
  }
  const checkout = await app.inject({ url: '/checkout', cookies: { cart: cart!, crumb } });
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)![1]!;
  const placed = await app.inject({
    method: 'POST',
    url: '/checkout',
    cookies: { cart: cart!, crumb },
    ...form({
      crumb,
      idempotencyKey: key,
      paymentMethod: 'pay-later',
      email: 'ada@example.com',
      name: 'Ada',
      address1: '1 Quay',
      city: 'Harbourtown',
      postalCode: 'HT1',
      country: 'UK',
      shippingOptionId: 'standard',
    }),
  });
  expect(placed.statusCode).toBe(303);
  return placed.headers.location!;
}

const reviewLinksOf = (html: string) =>
  [...html.matchAll(/<a class="order-review-link" href="([^"]+)">Review ([^<]+)<\/a>/g)].map((m) => ({
    path: m[1]!.replaceAll('&amp;', '&'),
    title: m[2]!,
  }));

describe('review requests sent with the order', () => {
  it('links a review per product on the confirmation and in its email; the review shows once approved', async () => {
    const confirmationPath = await buyTwo();
    const confirmation = (await app.inject({ url: confirmationPath })).body;
    expect(confirmation).toContain('Review what you bought');
    const links = reviewLinksOf(confirmation);
    expect(links.map((l) => l.title)).toEqual(['Harbour mug', 'Stool plans (PDF)']);
    // The email written with the order carries the same links, absolute.
    const email = await db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    for (const link of links)
      expect(email.text_body).toContain(`Review ${link.title}: http://localhost:3000${link.path}`);
    expect(email.html_body).toContain(`href="http://localhost:3000${links[0]!.path.replaceAll('&', '&amp;')}"`);

    const opened = await app.inject({ url: links[0]!.path, cookies: { crumb } });
    expect(opened.statusCode).toBe(200);
    const token = new URL(links[0]!.path, 'http://x').searchParams.get('request')!;
    const posted = await app.inject({
      method: 'POST',
      url: '/commerce/review',
      cookies: { crumb },
      ...form({
        crumb,
        request: token,
        rating: '5',
        title: 'Holds a pint',
        text: 'Heavy and warm in the hand',
        name: 'Ada',
      }),
    });
    expect(posted.statusCode).toBe(200);
    // Reviewed: the confirmation says thank you instead of linking again.
    expect((await app.inject({ url: confirmationPath })).body.replaceAll('<!-- -->', '')).toContain(
      'Harbour mug: thank you for your review',
    );
    expect((await app.inject({ url: '/store/harbour-mug' })).body).not.toContain('Heavy and warm in the hand');

    const cookie = await loginOwner(app, db, [8]);
    const list = await app.inject({ url: '/api/config/reviews', headers: { cookie } });
    const review = list.json<{ reviews: { id: string; status: string }[] }>().reviews[0]!;
    expect(review.status).toBe('pending');
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/config/reviews/${review.id}/status`,
      headers: { cookie, 'x-csrf-token': OWNER_CRUMB },
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await app.inject({ url: '/store/harbour-mug' })).body).toContain('Heavy and warm in the hand');
  });
});
