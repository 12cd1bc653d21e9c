import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerAccountRepository } from '../../src/server/storage/auth/OwnerAccountRepository';
import { createMemberRepository } from '../../src/server/storage/auth/MemberRepository';
import type { Database } from '../../src/server/storage/Database';
import { openStorage } from '../../src/server/storage/openStorage';
import { WebsiteRole } from '../../src/shared/constants/roles';
import { createTestDatabase, testDialect } from './openTestStorage';
import { startServerProcess, type ServerProcess } from './startServerProcess';
import { startRelay, type Relay } from './startRelay';
import { findFreePort, startVarnish, varnishInstalled, type RunningVarnish } from './startVarnish';

// docs/scaling.md, "Pages from a shared cache": Debian's Varnish with docs/varnish/site.vcl in front of two
// processes of the built server on one PostgreSQL database, each told to purge it (HTTP_CACHE_PURGE_URLS).
const site = path.resolve(import.meta.dirname, '../../sites/showcase/site.json');
const CRUMB = 'd'.repeat(32);
let servers: ServerProcess[] = [];
let varnish: RunningVarnish | undefined;
let db: Kysely<Database>;
let relay: Relay | undefined;

const run = describe.runIf(testDialect === 'postgres' && varnishInstalled);

beforeAll(async () => {
  if (testDialect !== 'postgres' || !varnishInstalled) return;
  const databaseUrl = await createTestDatabase();
  const port = await findFreePort();
  // The servers purge Varnish through a relay the tests can take away (a cache's address not answering).
  relay = await startRelay(await findFreePort(), port);
  const env = { HTTP_CACHE_PURGE_URLS: relay.url };
  servers = await Promise.all([startServerProcess(databaseUrl, site, env), startServerProcess(databaseUrl, site, env)]);
  varnish = await startVarnish(
    port,
    servers.map((s) => s.url),
  );
  db = await openStorage(databaseUrl);
  // The processes' start-up purges, refused until Varnish listened, are retried until taken: the tests
  // start from an empty outbox, so no late purge drops a page in the middle of one.
  for (const deadline = Date.now() + 30_000; (await waitingPurges()) > 0;) {
    if (Date.now() > deadline) throw new Error('the start-up purges were not taken in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await createOwnerAccountRepository(db).create({
    email: 'owner@example.com',
    password: 'owner-pass-1',
    websiteRoles: [WebsiteRole.ADMIN],
  });
  await createMemberRepository(db).create({ email: 'member@example.com', password: 'member-pass-1' });
});
afterAll(async () => {
  await relay?.close();
  await varnish?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await db?.destroy();
});

/** Purges written and not yet taken by the cache (the outbox, CachePurgeRepository). */
const waitingPurges = async () =>
  Number(
    (
      await db
        .selectFrom('http_cache_purges')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const availability = async (url: string) => {
  const reply = await through(url);
  const soldOut = /class="product-availability" data-sold-out="(true|false)"/.exec(await reply.text())?.[1];
  return { soldOut, cache: reply.headers.get('x-cache'), age: Number(reply.headers.get('age')) };
};
const through = (url: string, init: RequestInit = {}) => fetch(varnish!.url + url, init);
const originRequests = () => varnish!.counter('MAIN.backend_req');
const sessionCookie = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))!
    .split(';')[0]!;

run('behind Varnish', () => {
  it('1,000 anonymous requests for / reach the origin at most twice', async () => {
    const before = await originRequests();
    const bodies = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          // Visitors with and without cookies of their own (a cart, a crumb) share the one page.
          through('/', { headers: i % 2 ? { cookie: `crumb=${CRUMB}; has_cart=1; cart=abcdefghijklmnop${i}` } : {} }),
        ),
      );
      for (const reply of replies) {
        expect(reply.status).toBe(200);
        expect(reply.headers.getSetCookie()).toEqual([]);
        bodies.add(await reply.text());
      }
    }
    expect(bodies.size).toBe(1);
    expect((await originRequests()) - before).toBeLessThanOrEqual(2);
  });

  it('shows a stock change made through either process within 5 s', async () => {
    const product = '/store/pottery-workshop';
    const first = await (await through(product)).text();
    expect(first).toContain('Only 3 left');
    expect((await through(product)).headers.get('x-cache')).toBe('HIT');
    // An order of one, through the cache to whichever process: it passes (a POST, a cart cookie).
    const added = await through('/api/commerce/cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      body: JSON.stringify({
        productId: 'p-workshop',
        sku: 'SQ1000051',
        quantity: 1,
        idempotencyKey: 'varnish-key-0001',
      }),
    });
    expect(added.status).toBe(200);
    const cart = sessionCookie(added, 'cart');
    const cookie = `${cart}; crumb=${CRUMB}`;
    const checkout = await (await through('/checkout', { headers: { cookie } })).text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout)![1]!;
    const placed = await through('/checkout', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        crumb: CRUMB,
        idempotencyKey: key,
        paymentMethod: 'pay-later',
        email: 'ada@example.com',
        name: 'Ada',
      }).toString(),
    });
    expect(placed.status, await placed.clone().text()).toBe(303);
    const orderedAt = Date.now();
    await expect
      .poll(async () => (await (await through(product)).text()).includes('Only 2 left'), {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(true);
    expect(Date.now() - orderedAt).toBeLessThan(5_000);
  });

  it('purges the pages that show a changed product and keeps the others', async () => {
    const changed = ['/store/pottery-workshop', '/store'];
    const unrelated = ['/', '/gallery', '/store/oak-stool'];
    for (const url of [...changed, ...unrelated]) {
      await through(url);
      expect((await through(url)).headers.get('x-cache'), url).toBe('HIT');
    }
    expect((await availability('/store/pottery-workshop')).soldOut).toBe('false');
    // Typed by hand in SQL on the database: the stock trigger raises the version and writes the purge.
    await db.updateTable('product_stock').set({ qty_in_stock: 0 }).where('product_id', '=', 'p-workshop').execute();
    const changedAt = Date.now();
    await expect
      .poll(async () => (await availability('/store/pottery-workshop')).soldOut, { timeout: 5_000, interval: 100 })
      .toBe('true');
    expect(Date.now() - changedAt).toBeLessThan(5_000);
    await expect.poll(waitingPurges).toBe(0);
    // The store list was dropped too and fetched again; the pages without the workshop are still the
    // copies cached before the change.
    const store = await through('/store');
    expect(await store.text()).toMatch(
      /<li class="product-card" data-sold-out="true"><a href="\/store\/pottery-workshop"/,
    );
    for (const url of unrelated) {
      const reply = await through(url);
      expect(reply.headers.get('x-cache'), url).toBe('HIT');
      expect(Number(reply.headers.get('age')), url).toBeGreaterThanOrEqual(Math.floor((Date.now() - changedAt) / 1000));
    }
  });

  it('delivers a purge the cache missed once it answers again, long before s-maxage', async () => {
    const product = '/store/pottery-workshop';
    await through(product);
    expect(await availability(product)).toMatchObject({ soldOut: 'true', cache: 'HIT' });
    await relay!.close();
    await db.updateTable('product_stock').set({ qty_in_stock: 4 }).where('sku', '=', 'SQ1000051').execute();
    // Tried and refused, kept in the outbox with its error; the cache still serves what it had.
    await expect
      .poll(async () => (await db.selectFrom('http_cache_purges').select(['attempts', 'last_error']).execute()).at(0), {
        timeout: 10_000,
      })
      .toMatchObject({ attempts: expect.any(Number), last_error: expect.stringContaining('ECONNREFUSED') });
    expect(await availability(product)).toMatchObject({ soldOut: 'true', cache: 'HIT' });
    const backAt = Date.now();
    await relay!.open();
    await expect
      .poll(async () => (await availability(product)).soldOut, { timeout: 40_000, interval: 200 })
      .toBe('false');
    // Retried at most 30 s apart: the page is fresh within that, not after s-maxage (300 s).
    expect(Date.now() - backAt).toBeLessThan(31_000);
    await expect.poll(waitingPurges).toBe(0);
  });

  it('gives an owner and a member their own pages through the same cache, and keeps none of them', async () => {
    const anonymous = await (await through('/')).text();
    const ownerLogin = await through('/api/auth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner-pass-1' }),
    });
    expect(ownerLogin.status).toBe(200);
    const owner = `${sessionCookie(ownerLogin, 'ss_owner_session')}; crumb=${CRUMB}`;
    const memberLogin = await through('/api/site-users/account/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      body: JSON.stringify({ email: 'member@example.com', password: 'member-pass-1', rememberMe: false }),
    });
    expect(memberLogin.status).toBe(200);
    const member = `${sessionCookie(memberLogin, 'ss_member_session')}; crumb=${CRUMB}`;
    for (let i = 0; i < 2; i += 1) {
      const ownerPage = await through('/', { headers: { cookie: owner } });
      expect(await ownerPage.text()).toContain('owner-announcement-root');
      expect(ownerPage.headers.get('x-cache')).toBe('MISS');
      const memberPage = await (await through('/members', { headers: { cookie: member } })).text();
      expect(memberPage).toContain('"siteMember":{"id"');
    }
    // Anonymous visitors still share the one page (asked twice: the second is from the cache).
    await through('/');
    const after = await through('/');
    expect(after.headers.get('x-cache')).toBe('HIT');
    const afterText = await after.text();
    expect(afterText).toBe(anonymous);
    expect(afterText).not.toContain('owner-announcement-root');
    const lock = await (await through('/members')).text();
    expect(lock).toContain('"siteMember":null');
  });

  it('never stores /cart, /checkout, /config, member-only pages or the APIs that read a session', async () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/config/',
      '/members',
      '/api/crumb',
      '/api/commerce/cart',
      '/search?q=oak',
    ]) {
      for (const cookie of ['', `crumb=${CRUMB}`]) {
        const before = await originRequests();
        const replies = [];
        for (let i = 0; i < 3; i += 1)
          replies.push(await through(url, { redirect: 'manual', headers: cookie ? { cookie } : {} }));
        expect(
          replies.map((r) => r.headers.get('x-cache')),
          url,
        ).toEqual(['MISS', 'MISS', 'MISS']);
        expect((await originRequests()) - before, url).toBe(3);
      }
    }
  });
});
