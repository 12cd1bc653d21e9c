import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { closeDemoApp, DEMO_SITE_FILE, openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';

const crumb = 'a'.repeat(32);
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

// Buys the stool plans (a digital product) as a shopper would without script; answers the confirmation
// page's address and HTML.
async function buyPlans() {
  const product = (await app.inject({ url: '/store/stool-plans' })).body;
  const sku = /<input type="hidden" name="sku" value="([^"]+)"/.exec(product)![1]!;
  const added = await app.inject({
    method: 'POST',
    url: '/commerce/add-to-cart',
    ...form({ productId: 'p-pattern', sku, quantity: '1' }),
  });
  const cart = added.cookies.find((c) => c.name === 'cart')!.value;
  const checkout = await app.inject({ url: '/checkout', cookies: { cart, crumb } });
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)![1]!;
  const placed = await app.inject({
    method: 'POST',
    url: '/checkout',
    cookies: { cart, crumb },
    ...form({ crumb, idempotencyKey: key, paymentMethod: 'pay-later', email: 'ada@example.com', name: 'Ada' }),
  });
  expect(placed.statusCode).toBe(303);
  const url = placed.headers.location!;
  return { url, body: (await app.inject({ url })).body };
}

const linkOf = (html: string) =>
  /<a class="button-link button-primary button-size-medium order-download" href="([^"]+)"/
    .exec(html)![1]!
    .replaceAll('&amp;', '&');

describe('digital downloads', () => {
  it('links the file on the confirmation, serves it as an attachment, and counts the uses down', async () => {
    const confirmed = await buyPlans();
    expect(confirmed.body).toContain('Download Stool plans (PDF)');
    expect(confirmed.body).toContain('5 downloads left');
    const link = linkOf(confirmed.body);
    expect(link).toMatch(/^\/commerce\/download\?link=/);

    const file = await app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="stool-plans.pdf"');
    expect(file.headers['content-type']).toContain('application/pdf');
    const onDisk = await readFile(path.join(path.dirname(DEMO_SITE_FILE), 'downloads', 'stool-plans.pdf'));
    expect(file.rawPayload.equals(onDisk)).toBe(true);

    // The confirmation, opened again, shows the same link with one use fewer.
    const again = await app.inject({ url: confirmed.url });
    expect(linkOf(again.body)).toBe(link);
    expect(again.body).toContain('4 downloads left');
  });

  it('answers 410 with a page saying why once the uses are gone, counting none beyond the limit', async () => {
    const link = linkOf((await buyPlans()).body);
    for (let use = 0; use < 5; use++) expect((await app.inject({ url: link })).statusCode).toBe(200);
    const usedUp = await app.inject({ url: link });
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.headers['content-type']).toContain('text/html');
    expect(usedUp.body).toContain('Download link used up');
    const [row] = await db.selectFrom('order_downloads').selectAll().execute();
    expect(Number(row!.uses)).toBe(5);
  });

  it('answers 410 for an expired link and 403 for a forged one, serving no file', async () => {
    const link = linkOf((await buyPlans()).body);
    // A week and more later: the stored expiry has passed.
    await db
      .updateTable('order_downloads')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await app.inject({ url: link });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Download link expired');

    const [row] = await db.selectFrom('order_downloads').select('id').execute();
    const forged = await app.inject({ url: `/commerce/download?link=${row!.id}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Download link not valid');
    expect((await app.inject({ url: '/commerce/download' })).statusCode).toBe(403);
    expect(Number((await db.selectFrom('order_downloads').select('uses').executeTakeFirstOrThrow()).uses)).toBe(0);
  });

  it('answers 404 "File not available" for a file no longer there, counting no use', async () => {
    const link = linkOf((await buyPlans()).body);
    await db.updateTable('order_downloads').set({ file_name: 'removed.pdf' }).execute();
    const missing = await app.inject({ url: link });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('File not available');
    expect(Number((await db.selectFrom('order_downloads').select('uses').executeTakeFirstOrThrow()).uses)).toBe(0);
  });

  it('keeps the files out of the public file links', async () => {
    expect((await app.inject({ url: '/s/stool-plans.pdf' })).statusCode).toBe(404);
  });

  it('shows the owner the downloads used in /config/orders', async () => {
    const link = linkOf((await buyPlans()).body);
    await app.inject({ url: link });
    await app.inject({ url: link });
    const cookie = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
    const list = (await app.inject({ url: '/api/config/orders', headers: { cookie } })).json<{
      orders: { id: string; downloads: { used: number; allowed: number } | null }[];
    }>();
    expect(list.orders[0]!.downloads).toEqual({ used: 2, allowed: 5 });
    const detail = (await app.inject({ url: `/api/config/orders/${list.orders[0]!.id}`, headers: { cookie } })).json<{
      downloadLinks: { title: string; url: string; used: number; allowed: number }[];
    }>();
    expect(detail.downloadLinks).toEqual([
      expect.objectContaining({ title: 'Stool plans (PDF)', used: 2, allowed: 5, url: expect.stringContaining(link) }),
    ]);
  });
});
