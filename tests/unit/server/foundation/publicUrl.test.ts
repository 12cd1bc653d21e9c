import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { readConfig } from '../../../../src/server/config/readConfig';
import type { Database } from '../../../../src/server/storage/Database';
import { createOwnerAccountRepository } from '../../../../src/server/storage/auth/OwnerAccountRepository';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { closeDemoApp, openDemoApp } from '../demoApp';

const CRUMB = 'c'.repeat(32);
let db: Kysely<Database>;
let app: FastifyInstance;

async function appWith(publicOrigin: string | null) {
  ({ app } = await openDemoApp({ db, publicOrigin }));
  return app;
}
beforeEach(async () => {
  db = await openTestStorage();
  await createOwnerAccountRepository(db).create({
    email: 'o@example.com',
    password: 'owner-pass-1',
    websiteRoles: [WebsiteRole.ADMIN],
  });
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const secureOf = (reply: LightMyRequestResponse) =>
  Object.fromEntries(reply.cookies.map((c) => [c.name, c.secure === true]));
const login = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/Login',
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    payload: { email: 'o@example.com', password: 'owner-pass-1' },
  });

describe('PUBLIC_URL', () => {
  it('https: every cookie is Secure though the server itself speaks http, and redirects are absolute', async () => {
    await appWith('https://www.example.com');
    expect(secureOf(await app.inject({ method: 'GET', url: '/api/crumb' }))).toEqual({ crumb: true });
    expect(secureOf(await login())).toEqual({ ss_owner_session: true, ss_owner_device: true });
    const redirect = await app.inject({ method: 'GET', url: '/config?frameUrl=/store' });
    expect(redirect.headers.location).toBe('https://www.example.com/config/?frameUrl=/store');
  });

  it('unset: cookies are Secure only over https, redirects stay relative', async () => {
    await appWith(null);
    expect(secureOf(await app.inject({ method: 'GET', url: '/api/crumb' }))).toEqual({ crumb: false });
    expect(secureOf(await login())).toEqual({ ss_owner_session: false, ss_owner_device: false });
    expect((await app.inject({ method: 'GET', url: '/config' })).headers.location).toBe('/config/');
  });

  it('must be an origin', () => {
    expect(readConfig({ PUBLIC_URL: 'https://www.example.com/' }, '/').publicOrigin).toBe('https://www.example.com');
    expect(() => readConfig({ PUBLIC_URL: 'www.example.com' }, '/')).toThrow(/PUBLIC_URL: expected the site's origin/);
    expect(() => readConfig({ PUBLIC_URL: 'https://www.example.com/shop' }, '/')).toThrow(/PUBLIC_URL/);
  });
});
