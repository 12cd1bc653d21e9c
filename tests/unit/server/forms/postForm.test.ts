import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { FORM_MESSAGES } from '../../../../src/shared/messages/formMessages';
import { FORM_RATE_LIMIT } from '../../../../src/shared/forms/formPolicy';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import { validateFormValues } from '../../../../src/shared/forms/validateFormValues';
import { findFormDefinition } from '../../../../src/shared/forms/findFormDefinition';
import type { SiteData } from '../../../../src/shared/siteData/SiteData';

const siteFile = path.resolve(import.meta.dirname, '../../../../sites/fixtures/forms/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;
let site: SiteData;
const fixtureFields = (formId: string) => findFormDefinition(site, formId)!.fields;

beforeEach(async () => {
  db = await openTestStorage();
  site = await loadSiteFile(siteFile);
  app = await buildApp({ site, siteDir: path.dirname(siteFile), db, client: null });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

// The form as a browser without JavaScript posts it: urlencoded, repeated names for repeated inputs.
function post(fields: [string, string][], ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: API_PATHS.POST_FORM,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
const simple = (email: string, comment = 'Hello'): [string, string][] => [
  ['_formId', 'simple'],
  ['_blockId', 'simple-block'],
  ['_pagePath', '/simple'],
  ['email', email],
  ['comment', comment],
];
const storedRows = () => db.selectFrom('form_submissions').selectAll().execute();

describe('POST /api/form/post (a form posted without JavaScript)', () => {
  it('stores a valid post once and redirects back to the page, which shows the form as sent', async () => {
    const reply = await post(simple('ann@example.com'));
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/simple?formSubmitted=simple-block');
    // A double click or a refresh posts the same values again: stored once.
    expect((await post(simple('ann@example.com'))).statusCode).toBe(303);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.values_json)).toEqual({ email: 'ann@example.com', comment: 'Hello' });
    expect(JSON.parse(rows[0]!.page_json)).toMatchObject({ pagePath: '/simple', pageId: 'simple' });
    const page = await app.inject({ url: reply.headers.location as string });
    expect(page.body).toContain('class="form-success"');
    expect(page.body).not.toContain('data-form-id="simple"');
  });

  it('answers a refused post with the page: the values kept, each error by its field, the message above', async () => {
    const reply = await post(simple('not-an-email', '<b>kept as text</b>'));
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain(FORM_MESSAGES.problemAbove);
    expect(reply.body).toContain('value="not-an-email"');
    expect(reply.body).toContain('&lt;b&gt;kept as text&lt;/b&gt;');
    // The email field's own error, from the same rule the browser and SaveFormSubmission apply.
    expect(reply.body).toContain(validateFormValues(fixtureFields('simple'), { email: 'not-an-email' }).email);
    expect(await storedRows()).toHaveLength(0);
  });

  it('reads composite, choice and likert fields like the JSON submission, and never shows a password again', async () => {
    const contact: [string, string][] = [
      ['_formId', 'contact'],
      ['_blockId', 'contact-block'],
      ['_pagePath', '/contact'],
      ['name[0]', 'Ada'],
      ['name[1]', 'Lovelace'],
      ['email', 'ada@example.com'],
      ['secret', 'hunter2'],
      ['phone[1]', '555'],
      ['phone[2]', '123'],
      ['phone[3]', '4567'],
      ['contact-by', 'Email'],
      ['topics', 'Lighting'],
      ['topics', 'Textiles'],
      ['topics', 'Not an option'],
      ['opinion[1]', '2'],
    ];
    const reply = await post(contact);
    expect(reply.statusCode).toBe(303);
    const values = JSON.parse((await storedRows())[0]!.values_json) as Record<string, unknown>;
    expect(values.name).toEqual(['Ada', 'Lovelace']);
    expect(values.phone).toEqual(['', '555', '123', '4567']);
    expect(values.opinion).toEqual({ 'Prices are fair': '2' });
    expect(values['contact-by']).toBe('Email');
    expect(values.topics).toEqual(['Lighting', 'Textiles']);
    expect(values.secret).toBe('hunter2');
    // Refused (no email now): the page shows the form again without the password.
    const refused = await post(contact.filter(([name]) => name !== 'email'));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Ada"');
    expect(refused.body).not.toContain('hunter2');
  });

  it('refuses a form it does not know, and a captcha form it cannot complete without a script', async () => {
    const unknown = await post([
      ['_formId', 'nope'],
      ['_blockId', 'x'],
      ['_pagePath', '/simple'],
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(FORM_MESSAGES.notConfigured);
    const captcha = await post([
      ['_formId', 'captcha'],
      ['_blockId', 'captcha-block'],
      ['_pagePath', '/captcha'],
      ['word', 'hello'],
    ]);
    expect(captcha.statusCode).toBe(400);
    expect(captcha.body).toContain(FORM_MESSAGES.captchaIncomplete);
    expect(await storedRows()).toHaveLength(0);
  });

  it('counts posts against the form rate limit', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.MAX_KEYS; i += 1)
      expect((await post(simple(`v${i}@example.com`), '10.0.0.9')).statusCode).toBe(303);
    const limited = await post(simple('late@example.com'), '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(FORM_MESSAGES.rateLimited);
  });
});
