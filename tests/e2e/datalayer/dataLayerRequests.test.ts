import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { callDataLayer, openSitePage, readAttempts } from './openSitePage';
import { LOGIN_REQUIRED_EVENT } from '../../../src/shared/dataLayer/loginRequiredEvent';
import packageJson from '../../../package.json';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer();

describe('data layer requests (spec visitor-runtime §7)', () => {
  it('sends the crumb from the cookie in the X-CSRF-Token header, never in the URL, with credentials, under /api/ and /api/rest/', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    // The page set no cookie (docs/scaling.md): the first call asks for the crumb, then sends it.
    expect((await context.cookies()).find((c) => c.name === 'crumb')).toBeUndefined();
    const plain = await callDataLayer(page, 'get', 'test/echo', { query: { page: 2 } });
    const crumb = (await context.cookies()).find((c) => c.name === 'crumb')?.value;
    expect(crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(plain.ok).toMatchObject({
      method: 'GET',
      path: '/api/test/echo',
      query: { page: '2' },
      crumbCookie: crumb,
      crumbHeader: crumb,
    });
    expect(plain.ok).not.toHaveProperty('query.crumb');
    for (const path of ['rest/test/echo', '/api/rest/test/echo']) {
      const rest = await callDataLayer(page, 'get', path);
      expect(rest.ok).toMatchObject({ path: '/api/rest/test/echo', query: {}, crumbHeader: crumb });
    }
    await context.close();
  });

  it('sends JSON bodies and form-encoded bodies with PUT, POST and DELETE', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const json = await callDataLayer(page, 'put', '/api/test/echo', { body: { header: 'H', footer: ['F'] } });
    expect(json.ok).toMatchObject({
      method: 'PUT',
      contentType: 'application/json',
      body: { header: 'H', footer: ['F'] },
    });
    const form = await callDataLayer(page, 'post', 'test/echo', { form: { widgetJSON: '{"type":1}' } });
    expect(form.ok).toMatchObject({ method: 'POST', body: { widgetJSON: '{"type":1}' } });
    expect((form.ok as { contentType: string }).contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const del = await callDataLayer(page, 'delete', 'test/echo', { query: { cloneCart: true } });
    expect(del.ok).toMatchObject({ method: 'DELETE', query: { cloneCart: 'true' }, body: null });
    await context.close();
  });

  it('passes a request protected by the crumb on the first try', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const result = await callDataLayer(page, 'post', 'test/crumb-protected', { query: { key: 'first-try' } });
    expect(result.ok).toEqual({ ok: true, attempt: 1 });
    expect((await readAttempts(site.server.url, 'crumb', 'first-try')).count).toBe(1);
    await context.close();
  });

  it('on crumbFail stores the new crumb and retries once', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    // The page has its crumb (a first call asked for it), then the visitor's cookie is gone (expired,
    // cleared): the next call sends the crumb the page kept, which no cookie matches.
    await callDataLayer(page, 'get', 'test/echo');
    await context.clearCookies();
    const result = await callDataLayer(page, 'post', 'test/crumb-protected', {
      query: { key: 'lost-cookie' },
      handleErrors: true,
    });
    expect(result.ok).toEqual({ ok: true, attempt: 2 });
    expect((await readAttempts(site.server.url, 'crumb', 'lost-cookie')).count).toBe(2);
    const stored = (await context.cookies()).find((c) => c.name === 'crumb')?.value;
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    const echo = await callDataLayer(page, 'get', 'test/echo');
    expect(echo.ok).toMatchObject({ crumbHeader: stored });
    await context.close();
  });

  it('retries a crumbFail only once, then fails with "Unauthorized request"', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const result = await callDataLayer(page, 'post', 'test/crumb-always-fails', {
      query: { key: 'always' },
      handleErrors: true,
      retries: 3,
    });
    expect(result).toMatchObject({ message: 'Unauthorized request', status: 401, attempts: 2 });
    await expectStaysFor(
      500,
      'a crumb failure is retried once, never twice',
      async () => (await readAttempts(site.server.url, 'crumb', 'always')).count,
      2,
    );
    await context.close();
  });

  it('fires the login-required event when a reply carries loginRequired, without the error panel', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const seen = await page.evaluate(async (eventName) => {
      const details: unknown[] = [];
      window.addEventListener(eventName, (event) => details.push((event as CustomEvent).detail));
      let message = '';
      await window.SiteRuntime!.dataLayer.get('test/login-required').catch((error: Error) => (message = error.message));
      return { details, message };
    }, LOGIN_REQUIRED_EVENT);
    expect(seen).toEqual({
      details: [{ url: '/api/test/login-required', status: 401 }],
      message: 'Unauthorized request',
    });
    await expect(page.locator('[role="alertdialog"]').count()).resolves.toBe(0);
    await context.close();
  });

  it('exposes window.SiteRuntime with the version, the data layer and track, and custom code cannot replace it', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const api = await page.evaluate(() => {
      const runtime = window.SiteRuntime!;
      const before = runtime.dataLayer;
      try {
        (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { dataLayer: null };
      } catch {
        // Assignment to a read-only property throws only in strict code.
      }
      return {
        version: window.SiteRuntime!.version,
        methods: Object.keys(window.SiteRuntime!.dataLayer).sort(),
        trackType: typeof window.SiteRuntime!.track,
        sameDataLayer: window.SiteRuntime!.dataLayer === before,
        frozen: Object.isFrozen(window.SiteRuntime),
        trackReturns: window.SiteRuntime!.track('custom-code-event', { a: 1 }) === undefined,
      };
    });
    expect(api).toEqual({
      version: packageJson.version,
      methods: ['delete', 'get', 'post', 'put'],
      trackType: 'function',
      sameDataLayer: true,
      frozen: true,
      trackReturns: true,
    });
    await context.close();
  });
});
