import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { RESTRICTED_COOKIE_NAMES } from '../../../src/shared/constants/cookies';
import { COOKIE_BANNER_EVENTS } from '../../../src/shared/visitor/cookieBannerEvents';
import { readRecords, waitForRecords, type StoredRecord } from './readRecords';
import { openWithCollectors } from './openPage';
import { writeDemoVariant } from '../harness/writeDemoVariant';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const site = writeDemoVariant((data) => {
    data.cookieSettings = {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerText: '<p></p>',
      cookieBannerPosition: 'TOP_LEFT',
    };
  });
  server = await startServer({ site });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const names = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);

// Cookies an earlier visit (before the owner turned the policy on) left behind.
async function seedListedCookies(context: BrowserContext) {
  await context.addCookies(
    RESTRICTED_COOKIE_NAMES.map((name) => ({ name, value: name === 'ss_cvr' ? 'v1|1|1|1|3' : 'x', url: server.url })),
  );
  await context.addCookies([{ name: 'ss_aid', value: 'old-analytics-id', url: server.url }]);
}

describe('restrictive cookie policy and the cookie banner (visitor-runtime §3, §4, §9)', () => {
  it('clears the listed cookies and sets none without consent; declining keeps them cleared', async () => {
    const context = await browser.newContext();
    await seedListedCookies(context);
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/');
    const banner = page.locator('[data-cookie-banner]');
    await banner.waitFor();
    for (const name of [...RESTRICTED_COOKIE_NAMES, 'ss_aid']) expect(await names(context)).not.toContain(name);
    // The census hit is still recorded, without a visitor cookie.
    const hits = await waitForRecords(server.databaseFile, 'census.hit', (r) => r.length > 0);
    expect(hits[0]!.payload).not.toHaveProperty('ss_cvr');

    // Banner settings: BAR's default text replaces the empty paragraph; a POPUP corner is not a BAR position.
    await expect(banner.textContent()).resolves.toContain('By using this website, you agree to our use of cookies.');
    expect(await banner.getAttribute('class')).toContain('cookie-banner--bottom');
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    await page.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    const consent = (await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')!;
    expect(consent.value).toBe('false');
    await openWithCollectors(page, server.url + '/gallery');
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0);
    for (const name of [...RESTRICTED_COOKIE_NAMES, 'ss_aid']) expect(await names(context)).not.toContain(name);
    await context.close();
  });

  it('accepting stores ss_cookieAllowed for 30 days and lets the visitor cookies be set', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('[data-cookie-banner]').waitFor({ state: 'detached' });
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.ss_cookieAllowed!.value).toBe('true');
    const days = (cookies.ss_cookieAllowed!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30.01);
    expect(decodeURIComponent(cookies.ss_cvr!.value)).toMatch(/^[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|1$/);
    expect(cookies.ss_cvt).toBeDefined();
    expect(cookies.ss_aid).toBeDefined();
    // The choice is recorded as a RecordEvent.
    const accepted = (r: Array<{ type: string | null; payload: StoredRecord['payload'] }>) =>
      r.filter((x) => x.type === 'cookie-consent' && JSON.parse(x.payload.data).accepted === true);
    expect(accepted(await waitForRecords(server.databaseFile, 'event', (r) => accepted(r).length > 0))).toHaveLength(1);
    // The next page is not offered the banner again, but the force event brings it back and unforce removes it.
    await openWithCollectors(page, server.url + '/gallery');
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0);
    await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), COOKIE_BANNER_EVENTS.FORCE);
    await page.locator('[data-cookie-banner]').waitFor();
    await page.evaluate(
      ([name]) =>
        window.dispatchEvent(
          new CustomEvent(name!, { detail: { cookieBannerTheme: 'LIGHT', cookieBannerVariant: 'POPUP' } }),
        ),
      [COOKIE_BANNER_EVENTS.UPDATE],
    );
    await page.waitForFunction(() =>
      document.querySelector('[data-cookie-banner]')?.className.includes('cookie-banner--light'),
    );
    expect(await page.locator('[data-cookie-banner]').getAttribute('class')).toContain('cookie-banner--top-left');
    await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), COOKIE_BANNER_EVENTS.UNFORCE);
    await page.locator('[data-cookie-banner]').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the banner without loading React on a page that has no island', async () => {
    const page = await browser.newPage();
    await openWithCollectors(page, server.url + '/no/such/page');
    await page.locator('[data-cookie-banner]').waitFor();
    const islands = await page.locator('[data-island]').count();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(islands).toBe(0);
    expect(scripts.some((s) => /hydrateIsland|react-/.test(s))).toBe(false);
    expect(readRecords(server.databaseFile, 'census.hit').length).toBeGreaterThan(0);
    await page.close();
  });
});
