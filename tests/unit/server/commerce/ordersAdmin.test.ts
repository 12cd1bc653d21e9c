import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openStorage } from '../../../../src/server/storage/openStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { Commerce } from '../../../../src/server/commerce/Commerce';
import { WebsiteRole, type WebsiteRoleCode } from '../../../../src/shared/constants/roles';
import { loginOwner, OWNER_CRUMB as CRUMB } from '../loginOwner';
import { openDemoApp } from '../demoApp';

let app: FastifyInstance;
let db: Kysely<Database>;
let file: string;
let orderId: string;

beforeEach(async () => {
  file = path.join(mkdtempSync(path.join(tmpdir(), 'orders-')), 'site.db');
  db = await openStorage(`sqlite:${file}`);
  const { app: built, site } = await openDemoApp({ db });
  app = built;
  const commerce = await Commerce.open(site, db);
  const cart = await commerce.addToCart(undefined, {
    productId: 'p-stool',
    sku: 'SQ1000002',
    quantity: 1,
    idempotencyKey: 'admin-test-000001',
  });
  const order = await commerce.placeOrder(cart, {
    idempotencyKey: 'admin-order-00001',
    email: 'ada@example.com',
    name: 'Ada',
    address1: '1 Quay Street',
    address2: '',
    city: 'Harbourtown',
    postalCode: 'HT1',
    country: 'UK',
    shippingOptionId: 'collect',
    paymentMethod: 'pay-later',
  });
  orderId = order.id;
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const loginAs = (roles: WebsiteRoleCode[]) => loginOwner(app, db, roles);

describe('orders in /config', () => {
  it('lists orders and their detail for ADMIN and STORE_MANAGER only', async () => {
    const editor = await loginAs([WebsiteRole.EDITOR]);
    expect((await app.inject({ url: '/api/config/orders', headers: { cookie: editor } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/config/orders', headers: { cookie: editor } })).statusCode).toBe(403);
    const manager = await loginAs([WebsiteRole.STORE_MANAGER]);
    expect((await app.inject({ url: '/config/orders', headers: { cookie: manager } })).statusCode).toBe(200);
    const list = await app.inject({ url: '/api/config/orders', headers: { cookie: manager } });
    expect(list.json()).toMatchObject({
      count: 1,
      orders: [{ id: orderId, email: 'ada@example.com', grandTotalCents: 14500, status: 'placed' }],
    });
    const detail = await app.inject({ url: `/api/config/orders/${orderId}`, headers: { cookie: manager } });
    expect(detail.json()).toMatchObject({
      shippingOption: { id: 'collect' },
      lines: [{ sku: 'SQ1000002', quantity: 1, options: ['Height: Bar (75 cm)'] }],
    });
    const admin = await loginAs([WebsiteRole.ADMIN]);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/config/orders/${orderId}/status`,
      headers: { cookie: admin, 'x-csrf-token': CRUMB },
      payload: { status: 'fulfilled' },
    });
    expect(changed.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/config/orders/${orderId}/status`,
      headers: { cookie: admin, 'x-csrf-token': CRUMB },
      payload: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['$.status']);
  });

  it('npm run orders:export prints each order with its lines as NDJSON', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/ordersExport.ts'], {
      env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
      encoding: 'utf8',
    });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: orderId,
      email: 'ada@example.com',
      grandTotalCents: 14500,
      lines: [{ sku: 'SQ1000002', title: 'Oak stool', lineTotalCents: 14500 }],
    });
    expect(lines[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
