import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import type { Database } from '../../../../src/server/storage/Database';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import { COMMERCE_PATHS } from '../../../../src/shared/api/commerce/cartPaths';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { loginOwner, OWNER_CRUMB } from '../loginOwner';
import { simpleFormSubmission } from '../forms/simpleFormSubmission';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

// A NUL character in any string a request carries is a 400 naming the field, on SQLite and on PostgreSQL
// (whose text cannot hold one: it was a 500 there), and nothing of the request is stored.
const NUL_MESSAGE = 'contains a NUL character (\\u0000), which text fields cannot hold';
const siteFile = path.resolve(import.meta.dirname, '../../../../sites/fixtures/forms/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openTestStorage();
  const site = await loadSiteFile(siteFile);
  app = await buildApp({ site, siteDir: path.dirname(siteFile), db, client: null });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const crumbHeaders = { cookie: `crumb=${OWNER_CRUMB}`, 'x-csrf-token': OWNER_CRUMB };

async function issueKey(): Promise<string> {
  const reply = await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.key as string;
}

describe('NUL characters in requests', () => {
  it('refuses a form submission with NUL in a page field or in a field value, naming it, storing nothing', async () => {
    const inPage = await app.inject({
      method: 'POST',
      url: API_PATHS.SAVE_FORM_SUBMISSION,
      payload: simpleFormSubmission({ key: await issueKey(), pageTitle: 'Sim\u0000ple' }),
    });
    expect(inPage.statusCode).toBe(400);
    expect(inPage.json()).toEqual({ error: 'Invalid request', fields: { '$.pageTitle': NUL_MESSAGE } });
    const inValue = await app.inject({
      method: 'POST',
      url: API_PATHS.SAVE_FORM_SUBMISSION,
      payload: simpleFormSubmission({
        key: await issueKey(),
        form: JSON.stringify({ email: 'ann@example.com', comment: 'He\u0000llo' }),
      }),
    });
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toEqual({ error: 'Invalid request', fields: { '$.form.comment': NUL_MESSAGE } });
    expect(await db.selectFrom('form_submissions').select('id').execute()).toEqual([]);
    const clean = await app.inject({
      method: 'POST',
      url: API_PATHS.SAVE_FORM_SUBMISSION,
      payload: simpleFormSubmission({ key: await issueKey() }),
    });
    expect(clean.statusCode).toBe(200);
  });

  it('refuses NUL in a login, in an owner document, in a cart request and in a query string', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/Login',
      headers: crumbHeaders,
      payload: { email: 'own\u0000er@example.com', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().fields).toEqual({ '$.email': NUL_MESSAGE });

    const cookie = await loginOwner(app, db, [WebsiteRole.ADMIN]);
    const headerFooter = await app.inject({
      method: 'PUT',
      url: API_PATHS.SITE_HEADER_FOOTER,
      headers: { cookie, 'x-csrf-token': OWNER_CRUMB },
      payload: { header: { ['ti\u0000tle']: 'x' } },
    });
    expect(headerFooter.statusCode).toBe(400);
    expect(headerFooter.json().fields).toEqual({ '$.header["ti\\u0000tle"]': NUL_MESSAGE });

    const cart = await app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.CART_ENTRIES_API,
      headers: crumbHeaders,
      payload: { productId: 'p\u0000', sku: 'SQ1234567', quantity: 1, idempotencyKey: 'k'.repeat(16) },
    });
    expect(cart.statusCode).toBe(400);
    expect(cart.json().fields).toEqual({ '$.productId': NUL_MESSAGE });

    const inspector = await app.inject({
      method: 'GET',
      url: '/api/config/inspector/pages?page=/a%00b',
      headers: { cookie },
    });
    expect(inspector.statusCode).toBe(400);
    expect(inspector.json().fields).toEqual({ '$.page': NUL_MESSAGE });
  });
});
