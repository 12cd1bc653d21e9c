import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { loginOwner } from '../loginOwner';

// docs/scaling.md, "Pages from a shared cache": a page for an anonymous visitor is the same bytes whoever
// asks, with no cookie set, and may be kept by a shared cache; everything that reads a session may not.
let app: FastifyInstance;
let db: Kysely<Database>;
let ownerCookie: string;
let memberCookie: string;
const CRUMB = 'c'.repeat(32);

beforeAll(async () => {
  ({ app, db } = await openDemoApp());
  ownerCookie = await loginOwner(app, db, [WebsiteRole.ADMIN]);
  await createMemberRepository(db).create({ email: 'member@example.com', password: 'member-pass-1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/site-users/account/session',
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    payload: { email: 'member@example.com', password: 'member-pass-1', rememberMe: false },
  });
  memberCookie = `ss_member_session=${login.cookies.find((c) => c.name === 'ss_member_session')!.value}`;
});
afterAll(async () => {
  await closeDemoApp({ app, db });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
// What a shared cache may keep (RFC 9111 §3): not private, not no-store; no Set-Cookie either (Varnish and
// most CDNs refuse to keep an answer that sets one).
const sharedCacheMayStore = (reply: LightMyRequestResponse) => {
  const control = String(reply.headers['cache-control'] ?? '');
  return !/private|no-store/.test(control) && /public|s-maxage/.test(control) && !reply.headers['set-cookie'];
};

describe('a page for an anonymous visitor', () => {
  it('is public for shared caches, with s-maxage, stale-while-revalidate and a strong ETag', async () => {
    for (const url of ['/', '/gallery', '/store', '/no-such-page']) {
      const reply = await get(url);
      expect(reply.headers['cache-control'], url).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(reply.headers.etag, url).toMatch(/^"[^"]+"$/);
      expect(reply.headers['set-cookie'], url).toBeUndefined();
      expect(reply.headers.vary ?? '', url).not.toMatch(/cookie/i);
    }
  });

  it('is the same bytes whatever cookies the visitor sends (a cart, a crumb, a stale session)', async () => {
    const plain = await get('/store');
    const cart = await app.inject({
      method: 'POST',
      url: '/api/commerce/cart/entries',
      headers: { 'x-csrf-token': CRUMB },
      cookies: { crumb: CRUMB },
      payload: { productId: 'p-stool', sku: 'SQ1000001', quantity: 1, idempotencyKey: 'cache-test-00001' },
    });
    const cartToken = cart.cookies.find((c) => c.name === 'cart')!.value;
    const withCookies = await get('/store', {
      cookie: `cart=${cartToken}; has_cart=1; crumb=${CRUMB}; ss_owner_session=expired-or-forged`,
    });
    expect(withCookies.body).toBe(plain.body);
    expect(withCookies.headers.etag).toBe(plain.headers.etag);
    expect(withCookies.headers['set-cookie']).toBeUndefined();
    // The visitor's cart shows through its marker cookie, set with the cart's own.
    expect(cart.cookies.find((c) => c.name === 'has_cart')).toMatchObject({ value: '1', path: '/' });
    expect(cart.cookies.find((c) => c.name === 'has_cart')?.httpOnly).not.toBe(true);
  });

  it('answers 304 without a body to If-None-Match naming its tag, compressed or not', async () => {
    const first = await get('/gallery');
    const again = await get('/gallery', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const brotli = await get('/gallery', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(first.headers.etag);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    const brotliAgain = await get('/gallery', {
      'accept-encoding': 'br',
      'if-none-match': `"nothing", ${brotli.headers.etag as string}`,
    });
    expect(brotliAgain.statusCode).toBe(304);
    expect((await get('/gallery', { 'if-none-match': '"another-page"' })).statusCode).toBe(200);
  });
});

describe('answers a shared cache must never keep', () => {
  it('pages for owners and members, member-only pages, framed previews', async () => {
    const answers = {
      owner: await get('/', { cookie: ownerCookie }),
      member: await get('/', { cookie: memberCookie }),
      'member-only page, anonymous': await get('/members'),
      'member-only page, member': await get('/members', { cookie: memberCookie }),
      'framed preview': await get('/', { 'sec-fetch-dest': 'iframe' }),
    };
    for (const [name, reply] of Object.entries(answers)) {
      expect(reply.statusCode, name).toBe(200);
      expect(reply.headers['cache-control'], name).toBe('private, no-cache');
      expect(sharedCacheMayStore(reply), name).toBe(false);
    }
    expect(answers.owner.body).toContain('owner-announcement-root');
  });

  it('/cart, /checkout, /config, /search and the APIs that read a session or a cookie', async () => {
    for (const cookie of ['', ownerCookie, memberCookie]) {
      for (const url of [
        '/cart',
        '/checkout',
        '/config/',
        '/search?q=oak',
        '/api/crumb',
        '/api/commerce/cart',
        '/api/site-users/account/session',
      ]) {
        const reply = await get(url, cookie ? { cookie } : {});
        expect(sharedCacheMayStore(reply), `${url} ${cookie.slice(0, 12)}`).toBe(false);
      }
    }
  });
});

describe('GET /api/crumb', () => {
  it("sets the visitor's crumb cookie and answers it; a visitor with one keeps it", async () => {
    const fresh = await get('/api/crumb');
    const { crumb } = fresh.json<{ crumb: string }>();
    expect(crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.cookies.find((c) => c.name === 'crumb')).toMatchObject({ value: crumb, path: '/', sameSite: 'Lax' });
    const kept = await get('/api/crumb', { cookie: `crumb=${CRUMB}` });
    expect(kept.json()).toEqual({ crumb: CRUMB });
    expect(kept.headers['set-cookie']).toBeUndefined();
  });
});
