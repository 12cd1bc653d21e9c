import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer();

describe('static assets', () => {
  it('serves hashed files precompressed with a year of immutable caching, and the service worker uncached', async () => {
    const html = await (await fetch(site.server.url + '/')).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    const response = await fetch(site.server.url + script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    const worker = await fetch(site.server.url + '/sw.js');
    if (worker.status === 200) expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('server rendering', () => {
  it('puts the home page main content in the HTML before any script runs', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(site.server.url + '/');
    expect(response?.status()).toBe(200);
    // Kept by shared caches, revalidated by the browser every time, yet eligible for the back/forward cache
    // (no-store would exclude it); no cookie set (docs/scaling.md).
    expect(response?.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await expect(page.locator('main h1').first().textContent()).resolves.toMatch(/\S/);
    const hasPageContext = await page.locator('script#page-context').count();
    expect(hasPageContext).toBe(1);
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(site.server.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body').getAttribute('class')).resolves.toContain('page-type-100');
    await page.close();
  });
});
