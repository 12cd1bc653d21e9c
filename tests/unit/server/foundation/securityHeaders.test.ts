import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import type { Database } from '../../../../src/server/storage/Database';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { EARLY_EVENTS_SCRIPT } from '../../../../src/server/render/earlyEventsScript';

const formsSite = path.resolve(import.meta.dirname, '../../../../sites/fixtures/forms/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openTestStorage();
  app = await buildApp({ site: await loadSiteFile(formsSite), siteDir: path.dirname(formsSite), db, client: null });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('are on every response: pages, API answers, errors, 404s and images', async () => {
    const replies = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/no-such-page' }),
      app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey' }),
      app.inject({ method: 'POST', url: '/api/telemetry/batch', payload: 'not json' }),
      app.inject({ method: 'GET', url: '/images/captcha-widget.js' }),
      app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ]);
    for (const reply of replies) {
      expect(reply.headers['content-security-policy'], reply.raw.req.url).toMatch(/frame-ancestors 'self'/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allow scripts from the site itself and what its data names, and no inline or eval otherwise', async () => {
    const reply = await app.inject({ method: 'GET', url: '/html-success' });
    const policy = directivesOf(String(reply.headers['content-security-policy']));
    // The fixture's one inline success script, by the hash the browser computes of its text.
    const text = "document.body.dataset.successScriptRan = 'yes';";
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // And the page's own inline script, which keeps taps before the main chunk runs.
    const early = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", early, hash]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('name the captcha provider when the site asks for reCAPTCHA', async () => {
    const site = await loadSiteFile(formsSite);
    site.websiteSettings.captchaSettings = { siteKey: 'k' };
    const other = await buildApp({ site, siteDir: path.dirname(formsSite), db, client: null });
    const reply = await other.inject({ method: 'GET', url: '/' });
    const policy = directivesOf(String(reply.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    await other.close();
  });

  it('name the third parties the site loads on demand: comment counts, pixel, booking and follow scripts', async () => {
    const site = await loadSiteFile(path.resolve(import.meta.dirname, '../../../e2e/blocks/fixtures/cafe.json'));
    site.websiteSettings.socialAdPixel = {
      pixelId: '12345',
      scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
    };
    const other = await buildApp({ site, siteDir: path.dirname(formsSite), db, client: null });
    const policy = directivesOf(
      String((await other.inject({ method: 'GET', url: '/' })).headers['content-security-policy']),
    );
    expect(site.websiteSettings.commentsEnabled && site.websiteSettings.disqusShortname).toBeTruthy();
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        `https://${site.websiteSettings.disqusShortname!.toLowerCase()}.disqus.com`,
        'https://connect.facebook.net',
        'https://www.opentable.com',
        'https://www.exploretock.com',
      ]),
    );
    await other.close();
  });
});
