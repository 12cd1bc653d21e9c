import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Cookie } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { readRecords, waitForRecords } from './readRecords';
import { openWithCollectors } from './openPage';
import { MAX_HELD_BEFORE_COLLECTORS } from '../../../src/shared/telemetry/pipelineLimits';

let server: RunningServer;
let browser: Browser;
const site = JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')) as {
  website: { id: string; templateId?: string };
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// The collectors run once their chunk has loaded, a moment after openWithCollectors returns (on a busy CI
// machine more than its 100 ms: the malformed cookie was read back unchanged once): wait for the session
// cookie they set on every page view, then read them all.
async function visitorCookiesOnceSet(context: BrowserContext): Promise<Record<string, Cookie>> {
  const byName = async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  await expect.poll(async () => 'ss_cvt' in (await byName()), { timeout: 10000 }).toBe(true);
  return byName();
}

describe('census page views (visitor-runtime §6, §7)', () => {
  it('stores one census.hit with the spec fields and the visitor cookie, and none for /search', async () => {
    const context = await browser.newContext({ viewport: { width: 1111, height: 666 } });
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/search');
    await openWithCollectors(page, server.url + '/gallery');
    const hits = await waitForRecords(server.databaseFile, 'census.hit', (r) =>
      r.some((x) => x.page_path === '/gallery'),
    );
    const gallery = hits.filter((h) => h.page_path === '/gallery');
    expect(gallery).toHaveLength(1);
    const hit = gallery[0]!.payload;
    expect(hit.event).toBe('pageview');
    expect(hit.data).toMatchObject({
      websiteId: site.website.id,
      url: server.url + '/gallery',
      viewportWidth: 1111,
      viewportHeight: 666,
      title: await page.title(),
    });
    expect(typeof hit.data.clientDate).toBe('number');
    expect(hit.data.userAgent).toContain('Chrome');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(decodeURIComponent(cookies.ss_cvr!.value)).toBe(hit.ss_cvr);
    expect(hit.ss_cvr).toMatch(/^[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|1$/);
    // The /search page was recorded by nothing, though it loaded the collectors first.
    expect(readRecords(server.databaseFile, 'census.hit').filter((h) => h.page_path === '/search')).toHaveLength(0);
    await context.close();
  });

  it('sets the visitor cookies for 2 years and 30 minutes and counts a new visit when the session expired', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/');
    const first = await visitorCookiesOnceSet(context);
    const now = Date.now() / 1000;
    // We ask for 2 years (Max-Age=63072000); Chromium caps every cookie at 400 days (RFC 6265bis §5.5), and
    // each visit renews it, so a returning visitor keeps the same id.
    expect(first.ss_cvr!.expires - now).toBeGreaterThan(399 * 86400);
    expect(first.ss_cvt!.expires - now).toBeGreaterThan(29 * 60);
    expect(first.ss_cvt!.expires - now).toBeLessThanOrEqual(30 * 60 + 5);
    expect(first.ss_aid!.expires - now).toBeGreaterThan(389 * 86400);
    // The session cookie ran out: the next page view is a second visit of the same visitor.
    await context.clearCookies({ name: 'ss_cvt' });
    await openWithCollectors(page, server.url + '/');
    const second = await visitorCookiesOnceSet(context);
    const [id1, , , , visits1] = decodeURIComponent(first.ss_cvr!.value).split('|');
    const [id2, , , , visits2] = decodeURIComponent(second.ss_cvr!.value).split('|');
    expect(id2).toBe(id1);
    expect([visits1, visits2]).toEqual(['1', '2']);
    await context.close();
  });

  it('replaces a malformed visitor cookie instead of trusting it', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'ss_cvr', value: 'evil|1|2', url: server.url }]);
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/');
    const cookies = await visitorCookiesOnceSet(context);
    expect(decodeURIComponent(cookies.ss_cvr!.value)).toMatch(/^[A-Za-z0-9_-]{22}\|\d+\|\d+\|\d+\|1$/);
    await context.close();
  });
});

describe('census calls of blocks (visitor-runtime §7)', () => {
  it('a button click carries the visitor cookie once the collectors have loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/');
    const island = page.locator('[data-island="buttons"]');
    await island.scrollIntoViewIfNeeded();
    await page.locator('[data-island="buttons"][data-hydrated="true"]').waitFor();
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('[data-island="buttons"] a')!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    });
    const clicks = await waitForRecords(server.databaseFile, 'census.button-click', (r) => r.length > 0);
    const visitorCookie = decodeURIComponent((await context.cookies()).find((c) => c.name === 'ss_cvr')!.value);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.payload).toMatchObject({ context: '/', newWindow: expect.any(Boolean), visitorCookie });
    // A render made before the collectors load waits for them (startCollectors), so it carries the cookie too.
    // Other tests of this file render the same buttons in their own contexts: pick this visitor's by its cookie.
    const mine = (
      await waitForRecords(server.databaseFile, 'census.button-render', (r) =>
        r.some((x) => x.payload.visitorCookie === visitorCookie),
      )
    ).filter((r) => r.payload.visitorCookie === visitorCookie);
    expect(mine.filter((r) => r.payload.id === clicks[0]!.payload.id)).toHaveLength(1);
    expect(
      readRecords(server.databaseFile, 'census.button-render').every(
        (r) => typeof r.payload.visitorCookie === 'string',
      ),
    ).toBe(true);
    await context.close();
  });
});

describe('SiteRuntime.track (media-and-reporting §3, §7)', () => {
  it('stores an analytics record with typed common data, custom data and a warning for a mistyped field', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openWithCollectors(page, server.url + '/store');
    await page.evaluate(() =>
      window.SiteRuntime!.track('collectors-e2e-signup', { action: 'subscribe', object_type: 42, plan: 'gold' }),
    );
    const records = await waitForRecords(server.databaseFile, 'analytics', (r) =>
      r.some((x) => x.type === 'collectors-e2e-signup'),
    );
    const stored = records.filter((r) => r.type === 'collectors-e2e-signup');
    expect(stored).toHaveLength(1);
    const event = stored[0]!.payload;
    expect(event.customSchemaName).toBe('collectors-e2e-signup');
    const common = JSON.parse(event.commonData);
    expect(common).toMatchObject({
      action: 'subscribe',
      object_type: 'custom',
      event_source: 'WEB',
      page_path: '/store',
      website_id: site.website.id,
      window_width: 1280,
    });
    expect(JSON.parse(event.customData)).toEqual({ plan: 'gold' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_aid');
    expect(event.analyticsId).toBe(cookie?.value);
    expect(warnings).toContain('Analytics field "object_type" dropped: expected a string');
    await page.close();
  });

  it('stores the 1000 track() calls a page makes before the collectors load and reports those beyond as a queue-full drop', async () => {
    const context = await browser.newContext();
    // An owner's custom code tracking an impression per product as the page is parsed, long before the
    // collectors load (after the load event and an idle moment); 5 calls more than the hold takes.
    await context.addInitScript(
      (calls) =>
        document.addEventListener('DOMContentLoaded', () => {
          for (let i = 0; i < calls; i++) window.SiteRuntime!.track('collectors-e2e-early-impression', { i });
        }),
      MAX_HELD_BEFORE_COLLECTORS + 5,
    );
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/store');
    const early = (records: ReturnType<typeof readRecords>) =>
      records.filter((r) => r.type === 'collectors-e2e-early-impression');
    const stored = early(
      await waitForRecords(
        server.databaseFile,
        'analytics',
        (r) => early(r).length >= MAX_HELD_BEFORE_COLLECTORS,
        30000,
      ),
    );
    expect(stored.map((r) => JSON.parse(r.payload.customData).i).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_HELD_BEFORE_COLLECTORS }, (_, i) => i),
    );
    const drops = await waitForRecords(server.databaseFile, 'drop', (r) =>
      r.some((d) => d.payload.kind === 'analytics'),
    );
    expect(drops.filter((d) => d.payload.kind === 'analytics').map((d) => d.payload)).toEqual([
      { reason: 'queue-full', count: 5, kind: 'analytics' },
    ]);
    await context.close();
  });
});
