import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { formsRoutes } from '../../../../src/server/routes/forms/index';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { FORM_MESSAGES } from '../../../../src/shared/messages/formMessages';
import { FIELD_MESSAGES } from '../../../../src/shared/forms/fieldMessages';
import { FORM_KEY_TTL_MS, FORM_RATE_LIMIT } from '../../../../src/shared/forms/formPolicy';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import testPlugin from '../../../e2e/harness/testPlugin/index';
import { simpleFormSubmission } from './simpleFormSubmission';
import { startFakeCaptchaProvider, type FakeCaptchaProvider } from '../../../fakes/startFakeCaptchaProvider';

const siteFile = path.resolve(import.meta.dirname, '../../../../sites/fixtures/forms/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;
let now = Date.UTC(2025, 0, 1);
let provider: FakeCaptchaProvider;

beforeEach(async () => {
  db = await openTestStorage();
  provider = await startFakeCaptchaProvider();
  app = Fastify();
  // The end-to-end harness's plugin, for its fault switches (hooks in front of the real routes).
  await app.register(testPlugin);
  await app.register(formsRoutes, {
    site: await loadSiteFile(siteFile),
    db,
    now: () => now,
    captcha: { secret: provider.secret, verifyUrl: provider.verifyUrl },
  });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
  await provider.stop();
});

async function issueKey(ip = '10.0.0.1'): Promise<string> {
  const reply = await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY, remoteAddress: ip });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.key as string;
}

// Sent a second before the routes' clock.
const submission = (overrides: Record<string, unknown> = {}) =>
  simpleFormSubmission({ census: { clientTime: now - 1000, visitorCookie: 'v1' }, ...overrides });

async function save(body: Record<string, unknown>, ip = '10.0.0.1') {
  return app.inject({ method: 'POST', url: API_PATHS.SAVE_FORM_SUBMISSION, remoteAddress: ip, payload: body });
}

const storedRows = () => db.selectFrom('form_submissions').selectAll().execute();

describe('form routes', () => {
  it('stores a valid submission with its form id, values, page fields, time and idempotency id', async () => {
    const reply = await save(submission({ key: await issueKey() }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { id: 'abcdef0123456789', duplicate: false } });
    const [row, ...rest] = await storedRows();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      id: 'abcdef0123456789',
      form_id: 'simple',
      form_kind: 'form',
      received_at: now,
      submitted_at: now - 1000,
    });
    expect(JSON.parse(row!.values_json)).toEqual({ email: 'ann@example.com', comment: 'Hello' });
    expect(JSON.parse(row!.page_json)).toMatchObject({
      pageTitle: 'Simple',
      pageId: 'simple',
      contentSource: 'c',
      pagePath: '/simple',
      pagePermissionTypeValue: 0,
    });
  });

  it('stores a submission once however many times its idempotency id arrives', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await save(submission({ key: await issueKey() }));
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.duplicate).toBe(i > 0);
    }
    expect(await storedRows()).toHaveLength(1);
  });

  it('refuses a key twice, and after it expires (401)', async () => {
    const key = await issueKey();
    expect((await save(submission({ key }))).statusCode).toBe(200);
    const reused = await save(submission({ key, idempotencyId: 'second-submission' }));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ data: { error: FORM_MESSAGES.unauthorized } });
    const late = await issueKey();
    now += FORM_KEY_TTL_MS + 1;
    expect((await save(submission({ key: late, idempotencyId: 'third-submission' }))).statusCode).toBe(401);
    expect(await storedRows()).toHaveLength(1);
  });

  it('answers 404 for a form the site does not have', async () => {
    const reply = await save(submission({ key: await issueKey(), formId: 'no-such-form' }));
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ data: { error: FORM_MESSAGES.notConfigured } });
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 400 with data.errors by field id, validated with the shared rules', async () => {
    const reply = await save(submission({ key: await issueKey(), form: JSON.stringify({ email: 'not-an-email' }) }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ data: { errors: { email: FORM_MESSAGES.invalidEmail('name@example.com') } } });
    const required = await save(submission({ key: await issueKey(), form: '{}' }));
    expect(required.json()).toEqual({ data: { errors: { email: FIELD_MESSAGES.required } } });
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 400 data.error for form values that are not a JSON object', async () => {
    const reply = await save(submission({ key: await issueKey(), form: '{not json' }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ data: { error: FORM_MESSAGES.unparseableFields } });
  });

  it('answers 400 naming the bad fields of a malformed request, storing nothing', async () => {
    const reply = await save({ ...submission(), key: '', contentSource: 'x', census: undefined });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().fields).sort()).toEqual(['$.census', '$.contentSource', '$.key']);
    expect(await storedRows()).toHaveLength(0);
  });

  it('needs the captcha token on a captcha form', async () => {
    const base = { formId: 'captcha', form: JSON.stringify({ word: 'hi' }) };
    const missing = await save(submission({ ...base, key: await issueKey() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ data: { error: FORM_MESSAGES.captchaIncomplete } });
    const token = 'test-captcha-token-1';
    expect((await save(submission({ ...base, key: await issueKey(), captchaKey: token }))).statusCode).toBe(200);
    expect(provider.calls).toEqual([{ secret: provider.secret, response: token, remoteip: '10.0.0.1' }]);
  });

  it("checks the token with the provider and refuses, with the spec's message, what it does not pass", async () => {
    const base = { formId: 'captcha', form: JSON.stringify({ word: 'hi' }) };
    const refused = await save(submission({ ...base, key: await issueKey(), captchaKey: 'made-up-token' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ data: { error: FORM_MESSAGES.captchaIncomplete } });
    const token = 'test-captcha-token-2';
    expect((await save(submission({ ...base, key: await issueKey(), captchaKey: token }))).statusCode).toBe(200);
    // A token is single-use: a new submission with it is refused, a replay of the stored one answered as before.
    const reused = await save(
      submission({ ...base, key: await issueKey(), captchaKey: token, idempotencyId: 'other-submission' }),
    );
    expect(reused.json()).toEqual({ data: { error: FORM_MESSAGES.captchaIncomplete } });
    const replay = await save(submission({ ...base, key: await issueKey(), captchaKey: token }));
    expect(replay.json()).toEqual({ data: { id: 'abcdef0123456789', duplicate: true } });
    expect(await storedRows()).toHaveLength(1);
  });

  it('fails closed when the provider errs, and without a secret', async () => {
    const base = { formId: 'captcha', form: JSON.stringify({ word: 'hi' }) };
    provider.behave(500);
    const erred = await save(submission({ ...base, key: await issueKey(), captchaKey: 'test-captcha-token-3' }));
    expect(erred.json()).toEqual({ data: { error: FORM_MESSAGES.captchaIncomplete } });
    provider.behave('normal');
    const unset = Fastify();
    await unset.register(formsRoutes, { site: await loadSiteFile(siteFile), db, now: () => now });
    const key = (await unset.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY })).json().data.key;
    const noSecret = await unset.inject({
      method: 'POST',
      url: API_PATHS.SAVE_FORM_SUBMISSION,
      payload: submission({ ...base, key, captchaKey: 'test-captcha-token-4' }),
    });
    expect(noSecret.json()).toEqual({ data: { error: FORM_MESSAGES.captchaIncomplete } });
    await unset.close();
    expect(await storedRows()).toHaveLength(0);
  });

  it('validates a newsletter by its derived fields', async () => {
    const reply = await save(
      submission({ key: await issueKey(), formId: 'newsletter', form: JSON.stringify({ email: '' }) }),
    );
    expect(reply.json()).toEqual({ data: { errors: { email: FIELD_MESSAGES.required } } });
    expect(
      (
        await save(
          submission({ key: await issueKey(), formId: 'newsletter', form: JSON.stringify({ email: 'a@b.co' }) }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await storedRows())[0]?.form_kind).toBe('newsletter');
  });

  it('stores a 3-part phone with an empty country part and drops values of unknown fields', async () => {
    const values = {
      name: ['Ann', 'Lee'],
      email: 'ann@example.com',
      'contact-by': 'Email',
      phone: ['555', '123', '4567'],
      extra: 'x',
    };
    const reply = await save(submission({ key: await issueKey(), formId: 'contact', form: JSON.stringify(values) }));
    expect(reply.statusCode).toBe(200);
    const stored = JSON.parse((await storedRows())[0]!.values_json);
    expect(stored.phone).toEqual(['', '555', '123', '4567']);
    expect(stored).not.toHaveProperty('extra');
  });

  it(`answers 429 past ${FORM_RATE_LIMIT.MAX_KEYS} keys per visitor in the window, per visitor`, async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.MAX_KEYS; i++) await issueKey('10.0.0.9');
    const limited = await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY, remoteAddress: '10.0.0.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ data: { error: FORM_MESSAGES.rateLimited } });
    await issueKey('10.0.0.10');
    now += FORM_RATE_LIMIT.WINDOW_MS + 1;
    await issueKey('10.0.0.9');
  });

  it("the harness's switches make the real routes fail, also after storing", async () => {
    await app.inject({
      method: 'POST',
      url: '/api/test/forms/faults',
      payload: { call: 'save', status: 500, afterStore: true },
    });
    const failed = await save(submission({ key: await issueKey() }));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ data: { error: FORM_MESSAGES.sendFailed } });
    const retried = await save(submission({ key: await issueKey() }));
    expect(retried.json()).toEqual({ data: { id: 'abcdef0123456789', duplicate: true } });
    expect(await storedRows()).toHaveLength(1);
    await app.inject({ method: 'POST', url: '/api/test/forms/faults', payload: { call: 'key', status: 429 } });
    expect((await app.inject({ method: 'POST', url: API_PATHS.FORM_SUBMISSION_KEY })).statusCode).toBe(429);
  });
});
