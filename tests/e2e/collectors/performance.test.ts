import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { readRecords, waitForRecords } from './readRecords';
import { expectStaysFor } from '../harness/holdFor';
import { waitForChunk, waitForCollectors } from '../pipeline/pageActions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Open a page, wait for the settings reply and a paint, add an owner's 'rum-' measure, then leave the page:
// page hide (and beforeunload) flush the performance record. The tab closes; the browser stays open (its
// service worker may still be sending), as when a visitor closes one tab: the caller closes the context.
async function visitAndLeave(server: RunningServer, context: BrowserContext) {
  const page = await context.newPage();
  const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
  await page.goto(server.url + '/');
  const reply = await (await settings).json();
  // The paint the record reports: on a busy machine it can come after the settings reply.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  // web-vitals loads with import() once the flags are on; a visitor leaving before it has run sends no
  // paint timings, which is right, but this test checks the fields it fills.
  const { rollout } = reply as { rollout: { reporterEnabled: boolean; appEnabled: boolean } };
  if (rollout.reporterEnabled && rollout.appEnabled) await waitForChunk(page, /web-vitals-[^/]*\.js$/);
  await page.evaluate(() => performance.measure('rum-e2e-measure', { start: 0, duration: 12.5 }));
  await page.mouse.click(5, 5);
  // The click is the page's first input once the browser has its entry (observers see it in the same task).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_list, observer) => (observer.disconnect(), resolve())).observe({
          type: 'first-input',
          buffered: true,
        }),
      ),
  );
  await page.goto(server.url + '/gallery');
  await waitForCollectors(page);
  await page.close();
  return reply as { pageLoadId: string; rollout: { reporterEnabled: boolean; appEnabled: boolean } };
}

describe('performance records (media-and-reporting §3, §4)', () => {
  it('sends one page-speed record with the measurable fields when the rollout flags are on', async () => {
    const server = await startServer();
    const context = await browser.newContext();
    try {
      const settings = await visitAndLeave(server, context);
      expect(settings.rollout).toEqual({ reporterEnabled: true, appEnabled: true });
      // One record per page load: the home page's (left by navigation), and the gallery's (tab closed).
      const all = await waitForRecords(server.databaseFile, 'performance', (r) => r.some((x) => x.page_path === '/'));
      const records = all.filter((r) => r.page_path === '/');
      expect(records).toHaveLength(1);
      expect(new Set(all.map((r) => r.payload.pageLoadId)).size).toBe(all.length);
      const record = records[0]!.payload;
      expect(record).toMatchObject({ app: 'site-runtime', event: 'page-speed', pageLoadId: settings.pageLoadId });
      const data = record.data;
      expect(data.version).toBe('4.0.7');
      for (const field of [
        'firstContentfulPaint',
        'largestContentfulPaint',
        'timeToFirstByte',
        'responseStart',
        'domContentLoadedEnd',
        'loadEventEnd',
        'timeToInteractive',
        'firstInputDelay',
      ]) {
        expect(typeof data[field], field).toBe('number');
      }
      expect(data.cumulativeLayoutShift).toBeGreaterThanOrEqual(0);
      expect(data.encodedBodySize).toBeGreaterThan(0);
      expect(data.measures).toEqual({ 'rum-e2e-measure': 12.5 });
      expect(data).toMatchObject({
        pagePath: '/',
        hostname: '127.0.0.1',
        tlsTime: null,
        displaySize: { viewportWidth: 1280, viewportHeight: 720 },
      });
      expect(data.siteContext).toMatchObject({ pageType: 2, accountId: null });
    } finally {
      await context.close();
      await server.stop();
    }
  });

  it('flushes 30 s after the load event while the page stays open', async () => {
    const server = await startServer();
    try {
      const page = await browser.newPage();
      await page.goto(server.url + '/gallery');
      const loadedAt = Date.now();
      await expectStaysFor(
        25_000,
        'no performance record before its 30 s timer while the page stays open',
        () => readRecords(server.databaseFile, 'performance').length,
        0,
      );
      const records = await waitForRecords(server.databaseFile, 'performance', (r) => r.length > 0, 15_000);
      expect(records).toHaveLength(1);
      expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(29_000);
      expect(records[0]!.payload.data.pagePath).toBe('/gallery');
      await page.close();
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('sends nothing when a rollout flag is off', async () => {
    const server = await startServer({ env: { PERFORMANCE_APP_ENABLED: '0' } });
    const context = await browser.newContext();
    try {
      const settings = await visitAndLeave(server, context);
      expect(settings.rollout).toEqual({ reporterEnabled: true, appEnabled: false });
      // The same visit's census hits arrive, so the pipeline was working all along.
      await waitForRecords(server.databaseFile, 'census.hit', (r) => r.length >= 2);
      await expectStaysFor(
        1500,
        'with the rollout flag off no performance record arrives',
        () => readRecords(server.databaseFile, 'performance').length,
        0,
      );
      expect(readRecords(server.databaseFile, 'census.hit').length).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
