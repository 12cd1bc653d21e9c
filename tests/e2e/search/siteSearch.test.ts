import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { openWithCollectors } from '../collectors/openPage';
import { readRecords, waitForRecords } from '../collectors/readRecords';
import { PHONE } from '../harness/phone';

const site = useSiteServer();

async function expectNothingWider(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths.page, page.url()).toBeLessThanOrEqual(widths.view);
}

const resultLinks = (page: Page) =>
  page.locator('.search-result-title').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('site search (visitor-runtime §2)', () => {
  it('finds a product from the header box without JavaScript, with its price and the word marked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    await page.locator('.site-search input[name="q"]').fill('stoneware');
    await page.locator('.site-search button').click();
    await page.waitForURL(/\/search\?q=stoneware$/);
    expect(await resultLinks(page)).toContain('/store/harbour-mug');
    const mug = page.locator('.search-result', { has: page.locator('a[href="/store/harbour-mug"]') });
    await expect(mug.locator('.product-price').innerText()).resolves.toContain('$26.00');
    await expect(mug.locator('mark').first().innerText()).resolves.toMatch(/stoneware/i);
    await expect(mug.locator('img').count()).resolves.toBe(1);
    await context.close();
  });

  it('shows results as you type, records the search event and no census hit, on a phone', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await openWithCollectors(page, site.server.url + '/search');
    await expect(page.locator('.search-status').innerText()).resolves.toBe('Enter a word to search for.');
    await page.waitForSelector('[data-island="search"][data-hydrated="true"]');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) requests.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.locator('#search-page-q').pressSequentially('oak stool', { delay: 20 });
    await expect.poll(() => resultLinks(page)).toContain('/store/oak-stool');
    // Debounced: one request for the whole typing, not one per key.
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(requests.at(-1)).toBe('oak stool');
    expect(new URL(page.url()).searchParams.get('q')).toBe('oak stool');
    await expectNothingWider(page);
    const events = await waitForRecords(site.server.databaseFile, 'event', (r) =>
      r.some(
        (x) => x.payload.event === 'commerce.search' && JSON.parse(x.payload.data as string).query === 'oak stool',
      ),
    );
    expect(events.filter((x) => x.payload.event === 'commerce.search').length).toBeGreaterThan(0);
    // Page views of /search are not tracked; another page's is, so the collectors did run.
    await openWithCollectors(page, site.server.url + '/gallery');
    await waitForRecords(site.server.databaseFile, 'census.hit', (r) => r.some((x) => x.page_path === '/gallery'));
    expect(readRecords(site.server.databaseFile, 'census.hit').filter((h) => h.page_path === '/search')).toEqual([]);
    await context.close();
  });

  it("says 'Unable to load results' when the request fails and 'Network error' offline", async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(site.server.url + '/search?q=mug');
    await page.waitForSelector('[data-island="search"][data-hydrated="true"]');
    await page.route('**/api/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.locator('#search-page-q').fill('oak');
    await expect.poll(() => page.locator('.search-status').innerText()).toBe('Unable to load results');
    await page.unroute('**/api/search**');
    await context.setOffline(true);
    await page.locator('#search-page-q').fill('stool');
    await expect.poll(() => page.locator('.search-status').innerText()).toBe('Network error');
    await context.setOffline(false);
    await page.locator('#search-page-q').fill('lamp');
    await expect.poll(() => resultLinks(page)).toContain('/store/harbour-lamp');
    await context.close();
  });

  it('answers an over-long query with its message', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(site.server.url + `/search?q=${'a'.repeat(300)}`);
    expect(response?.status()).toBe(400);
    await expect(page.locator('.search-status').innerText()).resolves.toBe(
      'Your search is too long: use at most 200 characters.',
    );
    await context.close();
  });
});
