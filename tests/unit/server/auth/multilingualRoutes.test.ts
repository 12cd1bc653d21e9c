import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { WebsiteRole, type WebsiteRoleCode } from '../../../../src/shared/constants/roles';
import { loginOwner, OWNER_CRUMB as CRUMB } from '../loginOwner';
import { closeDemoApp, openDemoApp } from '../demoApp';

let app: FastifyInstance;
let db: Kysely<Database>;

beforeEach(async () => {
  ({ app, db } = await openDemoApp());
});
afterEach(async () => {
  await closeDemoApp({ app, db });
});

const ownerCookie = (roles: WebsiteRoleCode[]) => loginOwner(app, db, roles);

const storedRows = () => db.selectFrom('site_documents').selectAll().execute();

describe('multilingual and header-footer', () => {
  it('GET answers the defaults before anything is stored', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/multilingual/languages' })).json()).toEqual({ languages: [] });
    expect((await app.inject({ method: 'GET', url: '/api/site-header-footer' })).json()).toEqual({
      header: null,
      footer: null,
    });
  });

  it('PUT by an editor with the crumb stores, and GET answers it as is', async () => {
    const cookie = await ownerCookie([WebsiteRole.EDITOR]);
    const body = { header: { html: '<p>Hi</p>' }, footer: 'Bye' };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/site-header-footer' })).json()).toEqual(body);
    const languages = { languages: [{ code: 'fr-CA', published: true }] };
    await app.inject({
      method: 'PUT',
      url: '/api/multilingual/languages',
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: languages,
    });
    expect((await app.inject({ method: 'GET', url: '/api/multilingual/languages' })).json()).toEqual(languages);
  });

  it('refuses a visitor (401), a missing crumb (401) and a viewer (403), storing nothing', async () => {
    const payload = { languages: [{ code: 'de', published: false }] };
    expect((await app.inject({ method: 'PUT', url: '/api/multilingual/languages', payload })).statusCode).toBe(401);
    const admin = await ownerCookie([WebsiteRole.ADMIN]);
    const noCrumb = await app.inject({
      method: 'PUT',
      url: '/api/multilingual/languages',
      headers: { cookie: admin },
      payload,
    });
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    const viewer = await ownerCookie([WebsiteRole.VIEWER]);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/multilingual/languages',
          headers: { cookie: viewer, 'x-csrf-token': CRUMB },
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 400 naming bad fields and stores nothing', async () => {
    const cookie = await ownerCookie([WebsiteRole.ADMIN]);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/multilingual/settings',
      headers: { cookie, 'x-csrf-token': CRUMB },
      payload: { enabled: 'yes', defaultLanguage: 'English' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['$.enabled', '$.defaultLanguage', '$.showLanguageSwitcher']),
    );
    expect(await storedRows()).toHaveLength(0);
  });
});
