import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import {
  DuplicateEmailError,
  createOwnerAccountRepository,
} from '../../../../src/server/storage/auth/OwnerAccountRepository';
import { verifyPassword } from '../../../../src/server/storage/auth/hashPassword';
import { AUTH_ERRORS } from '../../../../src/shared/api/auth/authErrors';
import { ACCOUNT_CREATION_RATE_LIMIT } from '../../../../src/shared/owner/accountCreationRateLimit';
import { SITE_USER_XSRF_HEADER } from '../../../../src/shared/api/auth/siteUserXsrfHeader';

// POST /api/site-users/account: a visitor creates a customer (member) account and is logged in by it.
const root = path.resolve(import.meta.dirname, '../../../..');
const CRUMB = 'c'.repeat(32);
const siteFile = path.join(root, 'sites/showcase/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  db = await openTestStorage();
  app = await buildApp({ site: await loadSiteFile(siteFile), siteDir: path.dirname(siteFile), db, client: null });
  await createMemberRepository(db).create({ email: 'taken@example.com', password: 'member-pass-1' });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

function createAccount(payload: unknown, ip = '10.0.0.1', crumb = true) {
  return app.inject({
    method: 'POST',
    url: '/api/site-users/account',
    remoteAddress: ip,
    headers: crumb ? { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB } : { cookie: `crumb=${CRUMB}` },
    payload: payload as Record<string, unknown>,
  });
}

function pageContextOf(html: string) {
  return JSON.parse(/<script type="application\/json" id="page-context">(.*?)<\/script>/s.exec(html)![1]!);
}

describe('customer account creation', () => {
  it('creates the member with a scrypt hash, logs it in and answers an xsrfToken that logout accepts', async () => {
    const response = await createAccount({
      email: '  New.Customer@Example.com ',
      password: 'long-enough-1',
      name: 'Nia Customer',
    });
    expect(response.statusCode).toBe(201);
    const { xsrfToken, siteMember } = response.json();
    expect(xsrfToken).toMatch(/^[\w-]{40,}$/);
    expect(siteMember).toMatchObject({ email: 'new.customer@example.com', displayName: 'Nia Customer' });

    const stored = await createMemberRepository(db).findByEmail('new.customer@example.com');
    expect(stored?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('long-enough-1', stored!.passwordHash)).toBe(true);

    // A browser-session cookie without rememberMe, HttpOnly; the device is trusted for later logins.
    const session = cookieOf(response, 'ss_member_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeUndefined();
    expect(cookieOf(response, 'ss_member_device')?.value).toBeTruthy();

    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `ss_member_session=${session.value}` },
    });
    expect(pageContextOf(page.body).siteMember).toMatchObject({ email: 'new.customer@example.com' });

    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=false',
      headers: {
        cookie: `ss_member_session=${session.value}; crumb=${CRUMB}`,
        'x-csrf-token': CRUMB,
        [SITE_USER_XSRF_HEADER]: xsrfToken,
      },
    });
    expect(logout.json()).toMatchObject({ loggedOut: true });

    // The new account logs in like any member.
    const login = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/session',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      payload: { email: 'new.customer@example.com', password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps a rememberMe session for 30 days, and names the member by the email without a name', async () => {
    const response = await createAccount({ email: 'plain@example.com', password: 'long-enough-1', rememberMe: true });
    expect(response.statusCode).toBe(201);
    expect(cookieOf(response, 'ss_member_session')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect(response.json().siteMember.displayName).toBe('plain@example.com');
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const response = await createAccount({ email: 'not-an-email', password: 'short', name: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['$.email', '$.name', '$.password']);
    expect(response.json().fields['$.password']).toBe('The password needs at least 8 characters.');
    const tooLong = await createAccount({ email: `${'a'.repeat(250)}@example.com`, password: 'long-enough-1' });
    expect(Object.keys(tooLong.json().fields)).toEqual(['$.email']);
    const missing = await createAccount({});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['$.email', '$.password']);
    expect(await db.selectFrom('site_members').select('email').execute()).toEqual([{ email: 'taken@example.com' }]);
    expect(cookieOf(response, 'ss_member_session')).toBeUndefined();
  });

  it('refuses a request without the crumb', async () => {
    const response = await createAccount(
      { email: 'crumbless@example.com', password: 'long-enough-1' },
      '10.0.0.1',
      false,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
    expect(await createMemberRepository(db).findByEmail('crumbless@example.com')).toBeNull();
  });

  it('says a taken email is taken (whatever its case), keeps the account and its password, logs nobody in', async () => {
    const response = await createAccount({ email: 'TAKEN@example.com', password: 'another-pass-2' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: AUTH_ERRORS.emailTaken, fields: { email: AUTH_ERRORS.emailTaken } });
    expect(cookieOf(response, 'ss_member_session')).toBeUndefined();
    const stored = await createMemberRepository(db).findByEmail('taken@example.com');
    expect(await verifyPassword('member-pass-1', stored!.passwordHash)).toBe(true);
  });

  it('creates one account of concurrent creations of one email; the others are told it is taken', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createAccount({ email: 'race@example.com', password: `race-pass-${i}` })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(
      await db.selectFrom('site_members').selectAll().where('email', '=', 'race@example.com').execute(),
    ).toHaveLength(1);
  });

  it('rate limits attempts per IP with 429 and Retry-After, counting refused ones too', async () => {
    const max = ACCOUNT_CREATION_RATE_LIMIT.MAX_ATTEMPTS_PER_IP;
    for (let i = 0; i < max - 1; i += 1) {
      expect(
        (await createAccount({ email: `bulk${i}@example.com`, password: 'long-enough-1' }, '10.0.0.9')).statusCode,
      ).toBe(201);
    }
    expect(
      (await createAccount({ email: 'taken@example.com', password: 'long-enough-1' }, '10.0.0.9')).statusCode,
    ).toBe(409);
    const refused = await createAccount({ email: 'one-more@example.com', password: 'long-enough-1' }, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: AUTH_ERRORS.tooManyAccounts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_CREATION_RATE_LIMIT.WINDOW_MS / 1000);
    expect(await createMemberRepository(db).findByEmail('one-more@example.com')).toBeNull();
    // Another client is not affected.
    expect(
      (await createAccount({ email: 'one-more@example.com', password: 'long-enough-1' }, '10.0.0.2')).statusCode,
    ).toBe(201);
  });
});

describe.each([
  ['MemberRepository', () => createMemberRepository(db)],
  [
    'OwnerAccountRepository',
    () => ({
      create: (input: { email: string; password: string }) =>
        createOwnerAccountRepository(db).create({ ...input, websiteRoles: [] }),
    }),
  ],
])('%s.create', (_name, open) => {
  it('throws DuplicateEmailError for concurrent creations of one email but the first', async () => {
    const accounts = open();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => accounts.create({ email: 'Same@example.com', password: 'long-enough-1' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(DuplicateEmailError);
    }
  });
});
