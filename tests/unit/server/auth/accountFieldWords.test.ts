import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';

// The login and account forms' per-field refusals come from the server, in the site's language: an English
// site's visitor reads English under each field, a German site's German, and both name the same fields.
const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/showcase/site.json');
const CRUMB = 'c'.repeat(32);
let app: FastifyInstance;
let db: Kysely<Database>;

async function start(locale: string) {
  const json = JSON.parse(readFileSync(siteFile, 'utf8'));
  json.website.locale = locale;
  db = await openTestStorage();
  app = await buildApp({ site: SiteData.parse(json), siteDir: path.dirname(siteFile), db, client: null });
  await createMemberRepository(db).create({ email: 'taken@example.com', password: 'member-pass-1' });
}
afterEach(async () => {
  await app.close();
  await db.destroy();
});

async function post(url: string, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<{ error: string; fields: Record<string, string> }>() };
}
const createAccount = (payload: unknown) => post('/api/site-users/account', payload);

describe('an English site', () => {
  it('asks for a missing email and password, and says each limit the account form broke', async () => {
    await start('en-GB');
    expect((await createAccount({})).body.fields).toEqual({
      '$.email': 'Enter your email address.',
      '$.password': 'Enter a password.',
    });
    const bad = await createAccount({ email: 'not-an-email', password: 'short', name: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      '$.email': 'Enter an email address such as name@example.com.',
      '$.password': 'The password needs at least 8 characters.',
      '$.name': 'The name may have at most 200 characters.',
    });
    const long = await createAccount({ email: `${'a'.repeat(250)}@example.com`, password: 'p'.repeat(1025) });
    expect(long.body.fields).toEqual({
      '$.email': 'Use an email address of at most 256 characters.',
      '$.password': 'The password may have at most 1024 characters.',
    });
    expect((await createAccount({ email: '   ', password: 'long-enough-1', rememberMe: 'yes' })).body.fields).toEqual({
      '$.email': 'Enter your email address.',
      '$.rememberMe': 'This value could not be read.',
    });
    const taken = await createAccount({ email: 'taken@example.com', password: 'long-enough-1' });
    expect(taken).toEqual({
      status: 409,
      body: {
        error: 'An account with this email already exists. Please log in instead.',
        fields: { email: 'An account with this email already exists. Please log in instead.' },
      },
    });
  });

  it('a login form sent empty: the member and owner logins name both fields', async () => {
    await start('en-US');
    const expected = { '$.email': 'Enter your email address.', '$.password': 'Enter a password.' };
    for (const url of ['/api/site-users/account/session', '/api/auth/Login']) {
      const refused = await post(url, { email: '', password: '' });
      expect(refused.status, url).toBe(400);
      expect(refused.body.fields, url).toEqual(expected);
    }
  });
});

describe('a German site', () => {
  it('says the same refusals in German, the same fields named', async () => {
    await start('de-DE');
    expect((await createAccount({})).body.fields).toEqual({
      '$.email': 'Geben Sie Ihre E-Mail-Adresse ein.',
      '$.password': 'Geben Sie ein Passwort ein.',
    });
    expect((await createAccount({ email: 'keine', password: 'kurz', name: 'x'.repeat(201) })).body.fields).toEqual({
      '$.email': 'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
      '$.password': 'Das Passwort braucht mindestens 8 Zeichen.',
      '$.name': 'Der Name darf höchstens 200 Zeichen haben.',
    });
    const taken = await createAccount({ email: 'TAKEN@example.com', password: 'long-enough-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields.email).toBe(
      'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
    );
    for (const url of ['/api/site-users/account/session', '/api/auth/Login'])
      expect((await post(url, { email: 'x', password: '' })).body.fields, url).toEqual({
        '$.email': 'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
        '$.password': 'Geben Sie ein Passwort ein.',
      });
    // Nothing was stored of the refused ones.
    expect(await db.selectFrom('site_members').select('email').execute()).toEqual([{ email: 'taken@example.com' }]);
  });
});
