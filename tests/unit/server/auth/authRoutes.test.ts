import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { createOwnerAccountRepository } from '../../../../src/server/storage/auth/OwnerAccountRepository';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { AUTH_ERRORS } from '../../../../src/shared/api/auth/authErrors';
import { LOGIN_RATE_LIMIT } from '../../../../src/shared/owner/loginRateLimit';
import { SITE_USER_XSRF_HEADER } from '../../../../src/shared/api/auth/siteUserXsrfHeader';
import { closeDemoApp, openDemoApp } from '../demoApp';

const CRUMB = 'c'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
  await createOwnerAccountRepository(db).create({
    email: 'owner@example.com',
    password: 'owner-pass-1',
    websiteRoles: [WebsiteRole.ADMIN],
  });
  await createMemberRepository(db).create({ email: 'member@example.com', password: 'member-pass-1' });
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}

function login(email: string, password: string, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/Login',
    remoteAddress: ip,
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    payload: { email, password },
  });
}

describe('owner login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and the page context then carries the account and roles', async () => {
    const response = await login('OWNER@example.com', 'owner-pass-1');
    expect(response.statusCode).toBe(200);
    const session = cookieOf(response, 'ss_owner_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `ss_owner_session=${session!.value}` },
    });
    const context = JSON.parse(
      /<script type="application\/json" id="page-context">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(context.authenticatedAccount).toMatchObject({ email: 'owner@example.com' });
    expect(context.websiteRoles).toEqual([WebsiteRole.ADMIN]);
  });

  it('marks the cookie Secure on https (behind a trusted proxy that terminates TLS)', async () => {
    const { app: proxied } = await openDemoApp({ db, trustProxy: true });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB, 'x-forwarded-proto': 'https' },
      payload: { email: 'owner@example.com', password: 'owner-pass-1' },
    });
    expect(cookieOf(response, 'ss_owner_session')?.secure).toBe(true);
    await proxied.close();
  });

  it('does not believe X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB, 'x-forwarded-proto': 'https' },
      payload: { email: 'owner@example.com', password: 'owner-pass-1' },
    });
    expect(cookieOf(response, 'ss_owner_session')?.value).toMatch(/\S/);
    expect(cookieOf(response, 'ss_owner_session')?.secure).not.toBe(true);
  });

  it('answers the same generic error for an unknown email and a wrong password', async () => {
    const unknown = await login('nobody@example.com', 'owner-pass-1');
    const wrong = await login('owner@example.com', 'wrong-pass');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: AUTH_ERRORS.invalidCredentials });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a login without the crumb', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'owner@example.com', password: 'owner-pass-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
    expect(await db.selectFrom('owner_sessions').selectAll().execute()).toHaveLength(0);
  });

  it('rate limits failed attempts per email with 429, even from other addresses and with the right password', async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL; i += 1)
      expect((await login('owner@example.com', 'nope', `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await login('owner@example.com', 'owner-pass-1', '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts each attempt before checking the password: of 16 concurrent wrong ones, 5 are checked', async () => {
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login('owner@example.com', `wrong-${i}`, `10.0.3.${i}`)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL);
  });

  it('lets the right password in from a device that logged in before, while the email is locked out', async () => {
    const first = await login('owner@example.com', 'owner-pass-1', '10.0.4.1');
    const device = cookieOf(first, 'ss_owner_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.maxAge).toBeGreaterThan(30 * 24 * 3600);
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL + 3; i += 1)
      await login('owner@example.com', 'guess', `10.0.5.${i}`);
    expect((await login('owner@example.com', 'owner-pass-1', '10.0.4.1')).statusCode).toBe(429);
    const fromDevice = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/Login',
        remoteAddress: '10.0.4.1',
        headers: { cookie: `crumb=${CRUMB}; ss_owner_device=${device!.value}`, 'x-csrf-token': CRUMB },
        payload: { email: 'owner@example.com', password },
      });
    const trusted = await fromDevice('owner-pass-1');
    expect(trusted.statusCode).toBe(200);
    expect(cookieOf(trusted, 'ss_owner_session')?.value).toMatch(/\S/);
    // A forged or unknown device cookie is no device.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { cookie: `crumb=${CRUMB}; ss_owner_device=${'A'.repeat(43)}`, 'x-csrf-token': CRUMB },
      payload: { email: 'owner@example.com', password: 'owner-pass-1' },
    });
    expect(forged.statusCode).toBe(429);
    // The device has a limit of its own.
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_DEVICE; i += 1)
      expect((await fromDevice('not-it')).statusCode).toBe(401);
    expect((await fromDevice('owner-pass-1')).statusCode).toBe(429);
  });

  it("a device cookie of one account does not lift another account's lockout", async () => {
    await createOwnerAccountRepository(db).create({
      email: 'other@example.com',
      password: 'other-pass-1',
      websiteRoles: [WebsiteRole.ADMIN],
    });
    const device = cookieOf(await login('other@example.com', 'other-pass-1'), 'ss_owner_device')!;
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL; i += 1)
      await login('owner@example.com', 'guess', `10.0.6.${i}`);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { cookie: `crumb=${CRUMB}; ss_owner_device=${device.value}`, 'x-csrf-token': CRUMB },
      payload: { email: 'owner@example.com', password: 'owner-pass-1' },
    });
    expect(reply.statusCode).toBe(429);
  });

  it('rate limits failed attempts per IP across emails', async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.MAX_FAILURES_PER_IP; i += 1)
      await login(`user${i}@example.com`, 'nope', '10.9.9.9');
    expect((await login('owner@example.com', 'owner-pass-1', '10.9.9.9')).statusCode).toBe(429);
    expect((await login('owner@example.com', 'owner-pass-1', '10.9.9.8')).statusCode).toBe(200);
  });

  it('answers 400 naming the bad fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['$.email', '$.password']));
  });
});

describe('owner logout', () => {
  it('without the crumb changes nothing; with it the session ends on the server', async () => {
    const token = cookieOf(await login('owner@example.com', 'owner-pass-1'), 'ss_owner_session')!.value;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/Logout',
      headers: { cookie: `ss_owner_session=${token}; crumb=${CRUMB}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ crumbFail: true });
    expect(await db.selectFrom('owner_sessions').selectAll().execute()).toHaveLength(1);
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/Logout?cloneCart=false',
      headers: { cookie: `ss_owner_session=${token}; crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ loggedOut: true });
    expect(await db.selectFrom('owner_sessions').selectAll().execute()).toHaveLength(0);
    expect(cookieOf(done, 'ss_lastid')?.value).toBe('');
  });
});

describe('member session', () => {
  it('answers an xsrfToken; DELETE needs the site-user XSRF header, then ends the session', async () => {
    const loginResponse = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/session',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      payload: { email: 'member@example.com', password: 'member-pass-1', rememberMe: true },
    });
    expect(loginResponse.statusCode).toBe(200);
    const { xsrfToken } = loginResponse.json();
    expect(xsrfToken).toMatch(/^[\w-]{40,}$/);
    const session = cookieOf(loginResponse, 'ss_member_session')!;
    expect(session.maxAge).toBe(30 * 24 * 60 * 60);
    const cookie = `ss_member_session=${session.value}; crumb=${CRUMB}`;
    const withoutXsrf = await app.inject({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=true',
      headers: { cookie, 'x-csrf-token': CRUMB },
    });
    expect(withoutXsrf.statusCode).toBe(403);
    expect(await db.selectFrom('member_sessions').selectAll().execute()).toHaveLength(1);
    const done = await app.inject({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=true',
      headers: { cookie, 'x-csrf-token': CRUMB, [SITE_USER_XSRF_HEADER]: xsrfToken },
    });
    expect(done.json()).toEqual({ loggedOut: true, cloneCart: true });
    expect(await db.selectFrom('member_sessions').selectAll().execute()).toHaveLength(0);
  });
});
