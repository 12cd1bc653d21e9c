import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import {
  crash,
  hasNoStash,
  heldCopyCarries,
  holdRequests,
  openControlledPage,
  stashHasNo,
  trackRecords,
  waitForCollectors,
  waitForTelemetryWorker,
} from './pageActions';
import { range, readStoredMarkers, waitForStored } from './storedRecords';
import { readRecordsContaining } from '../collectors/readRecords';

const site = useSiteServer();

describe('telemetry survives the page going away', () => {
  it('stores every record once when the tab is closed right after recording', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await trackRecords(page, 'tab-close', 0, 50);
    await page.close();
    const stored = await waitForStored(site.server.databaseFile, 'tab-close', 50);
    expect(stored.indexes).toEqual(range(50));
    await context.close();
  });

  it("sends within seconds what the page's worker was sending when the tab closed, without waiting out its claim", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    // The worker's request is held at the network: the worker has claimed the chunk (a 35 s lease) and is
    // mid-send when the tab closes, which kills it. Its body is gzip in a Blob, which Playwright does not
    // always show, so the first batch request from the page after the records are made is the one held (the
    // worker sends 1 s after persisting, and nothing else is waiting by then). The route is the page's, and
    // for that one request only: nothing else passes through Playwright, least of all the service worker's
    // delivery (a Blob body continued through a route can arrive empty).
    let sending: () => void = () => undefined;
    const workerSending = new Promise<void>((resolve) => (sending = resolve));
    await trackRecords(page, 'mid-send', 0, 10);
    await page.route('**/api/telemetry/batch*', () => sending(), { times: 1 });
    await workerSending;
    const closedAt = Date.now();
    await page.close();
    // The hiding page told the service worker, which takes over its worker's claims at once.
    const stored = await waitForStored(site.server.databaseFile, 'mid-send', 10, 15000);
    expect(stored.indexes).toEqual(range(10));
    expect(Date.now() - closedAt).toBeLessThan(15000);
    await context.close();
  });

  it('holds records on the main thread when the worker cannot start, and delivers them by beacon or, failing that, on the next visit', async () => {
    // No service worker and a worker script that fails to load (a blocked or broken asset): the facade
    // keeps what it stamped and only its page-hide beacon can deliver it. Chromium may drop a closing
    // tab's beacons although sendBeacon accepted them, so the same records are stashed in localStorage
    // and the next page re-sends them; the server stores each id once.
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    await context.route('**/telemetry-worker-*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    await waitForCollectors(page);
    await trackRecords(page, 'no-worker', 0, 20);
    await page.close();
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    await waitForCollectors(next);
    const stored = await waitForStored(site.server.databaseFile, 'no-worker', 20);
    expect(stored.indexes).toEqual(range(20));
    expect(stored.ids.length).toBe(20);
    // Once the server has them, the stash is cleared.
    await next.waitForFunction(hasNoStash, undefined, { timeout: 10000 });
    await context.close();
  });

  it('keeps the stashes of tabs closed at once, each under its own key, and the next page sends them all', async () => {
    // As in the case above, no service worker and no telemetry worker: only the beacons and the stash carry
    // the records, and Playwright holds the beacons of a page that closes while its context routes requests,
    // so only the stash does. Three tabs close at once, each writing its stash from its own process: with one
    // key for all, their read-modify-writes undid each other's (tabs hiding together: a window minimised).
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    await context.route('**/telemetry-worker-*.js', (route) => route.abort());
    const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
    for (const [at, tab] of tabs.entries()) {
      await tab.goto(site.server.url + '/');
      await waitForCollectors(tab);
      await trackRecords(tab, 'tabs-at-once', at * 200, 200);
    }
    // close({ runBeforeUnload }) returns before the page is gone: the next page opens once every tab's hide
    // path has run, or it may read the stashes before the last is written.
    await Promise.all(
      tabs.map(async (tab) => {
        const closed = tab.waitForEvent('close');
        await tab.close({ runBeforeUnload: true });
        await closed;
      }),
    );
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    const stored = await waitForStored(site.server.databaseFile, 'tabs-at-once', 600);
    expect(stored.indexes).toEqual(range(600));
    await next.waitForFunction(hasNoStash, undefined, { timeout: 10000 });
    await context.close();
  });

  it('stores records made across a navigation to another page', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await trackRecords(page, 'navigation', 0, 30);
    await page.goto(site.server.url + '/no/such/page');
    await waitForCollectors(page);
    await trackRecords(page, 'navigation', 30, 30);
    await page.close();
    const stored = await waitForStored(site.server.databaseFile, 'navigation', 60);
    expect(stored.indexes).toEqual(range(60));
    await context.close();
  });

  // A track() call and an error made right after DOMContentLoaded (the collectors' chunk never arrives: it
  // loads after the load event and an idle moment anyway, so startCollectors holds them), then the tab closes
  // once `waitUntil` is reached. Every one is stored once, by beacon, from the stash, or from the page's copy
  // of what it held, all three sent by the next page of the site.
  async function closeRightAfterDomContentLoaded(marker: string, waitUntil: 'load' | 'domcontentloaded') {
    const context = await site.browser.newContext();
    await context.route('**/runCollectors-*.js', () => undefined);
    await context.addInitScript((marker) => {
      // Only the page that closes at once records; the next page only carries the stash.
      if (location.pathname !== '/') return;
      document.addEventListener('DOMContentLoaded', () => {
        window.SiteRuntime!.track(marker, { marker: `${marker}-track` });
        throw new Error(`${marker}-error`);
      });
    }, marker);
    const page = await context.newPage();
    await page.goto(site.server.url + '/', { waitUntil });
    await page.close();
    // Chromium may drop a closing tab's beacons; the stash then leaves with the next page of the site.
    const next = await context.newPage();
    await next.goto(site.server.url + '/about-nothing', { waitUntil: 'load' });
    const read = () => readRecordsContaining(site.server.databaseFile, `${marker}-`);
    const deadline = Date.now() + 15000;
    while (read().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A late duplicate (service worker, next visit) would show up after the first copies: wait a little.
    await expectStaysFor(1500, 'no second copy of either record arrives', () => read().length, 2);
    const rows = read();
    expect(rows.map((r) => r.kind).sort()).toEqual(['analytics', 'error']);
    const analytics = rows.find((r) => r.kind === 'analytics')!.payload as {
      customSchemaName: string;
      customData: string;
      commonData: string;
      analyticsId: string;
    };
    expect(analytics.customSchemaName).toBe(marker);
    expect(JSON.parse(analytics.customData)).toEqual({ marker: `${marker}-track` });
    expect(JSON.parse(analytics.commonData)).toMatchObject({
      actor: 'visitor',
      action: marker,
      event_source: 'WEB',
      page_path: '/',
    });
    const error = rows.find((r) => r.kind === 'error')!.payload as {
      message: string;
      url: string;
    };
    expect(error.message).toBe(`${marker}-error`);
    expect(error.url).toBe(site.server.url + '/');
    // Once the server has them, neither a stash nor a copy keeps them to send again.
    await next.waitForFunction(stashHasNo, marker, { timeout: 10000 });
    await context.close();
  }

  it('stores one track() call and one error made right after DOMContentLoaded when the tab closes as soon as it has loaded (by beacon, or from the stash on the next page)', async () => {
    // Closed once loaded, before the worker starts (after load and an idle moment).
    await closeRightAfterDomContentLoaded('early-close', 'load');
  });

  it('stores one track() call and one error made right after DOMContentLoaded when the tab closes at once, still loading (from the copy the page kept, on the next page)', async () => {
    // Chromium may end the renderer of a tab closed while still loading without running its pagehide at all
    // (a probe handler never ran in 4 runs of 4): only the copy the page wrote as it held them can carry them.
    await closeRightAfterDomContentLoaded('loading-close', 'domcontentloaded');
  });

  it('hands the copy of what the page held to its worker once it starts: each record is stored once, and the copy goes', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const releaseConnection = await holdRequests(page, '**/connectTelemetryWorker-*.js');
    await page.goto(site.server.url + '/');
    await waitForCollectors(page);
    await trackRecords(page, 'copy-then-worker', 0, 40);
    await page.waitForFunction(heldCopyCarries, { marker: 'copy-then-worker', count: 40 }, { timeout: 10000 });
    // The worker starts: the records are in the copy and handed to the worker.
    await releaseConnection('pass');
    await waitForTelemetryWorker(page);
    const stored = await waitForStored(site.server.databaseFile, 'copy-then-worker', 40);
    expect(stored.indexes).toEqual(range(40));
    // Acknowledged by the worker, they leave the copy.
    await page.waitForFunction(heldCopyCarries, { marker: 'copy-then-worker', count: 0 }, { timeout: 10000 });
    await page.close();
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    await waitForCollectors(next);
    await expectStaysFor(
      1500,
      'no record is stored twice',
      () => readStoredMarkers(site.server.databaseFile, 'copy-then-worker').ids.length,
      40,
    );
    await next.waitForFunction(stashHasNo, 'copy-then-worker', { timeout: 10000 });
    await context.close();
  });

  // A renderer that crashes (or is killed for memory) runs no pagehide either. Before the worker starts, the
  // page's records are in its memory only: the facade's (its copy ':held') and the collectors' stub's
  // (':early'). No service worker here, so only the page's copies can carry them.
  describe('a renderer that crashes before the worker starts', () => {
    it("loses none of the facade's records: the next page sends its copy, and each is stored once", async () => {
      const context = await site.browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      // The worker's connection never arrives: the facade holds every record.
      const releaseConnection = await holdRequests(page, '**/connectTelemetryWorker-*.js');
      await page.goto(site.server.url + '/');
      await waitForCollectors(page);
      await trackRecords(page, 'crash-held', 0, 30);
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-held', count: 30 }, { timeout: 10000 });
      await trackRecords(page, 'crash-held', 30, 30);
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-held', count: 60 }, { timeout: 10000 });
      await crash(page, releaseConnection);
      expect(readStoredMarkers(site.server.databaseFile, 'crash-held').ids).toEqual([]);
      const next = await context.newPage();
      await next.goto(site.server.url + '/');
      const stored = await waitForStored(site.server.databaseFile, 'crash-held', 60);
      expect(stored.indexes).toEqual(range(60));
      await expectStaysFor(
        1500,
        'no record is stored twice',
        () => readStoredMarkers(site.server.databaseFile, 'crash-held').ids.length,
        60,
      );
      await next.waitForFunction(stashHasNo, 'crash-held', { timeout: 10000 });
      await context.close();
    });

    it('loses none of what the collectors had not yet taken (track() calls, errors): the next page sends its copy, each stored once', async () => {
      const context = await site.browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const releaseConnection = await holdRequests(page, '**/connectTelemetryWorker-*.js');
      const releaseCollectors = await holdRequests(page, '**/runCollectors-*.js');
      await page.goto(site.server.url + '/');
      await trackRecords(page, 'crash-early', 0, 20);
      await page.evaluate(() => {
        setTimeout(() => void Promise.reject(new Error('crash-early-error')));
      });
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-early', count: 20, suffix: ':early' });
      await page.waitForFunction(() => Object.values(localStorage).some((text) => text.includes('crash-early-error')));
      await crash(page, async () => {
        await releaseConnection();
        await releaseCollectors();
      });
      const next = await context.newPage();
      await next.goto(site.server.url + '/');
      const stored = await waitForStored(site.server.databaseFile, 'crash-early', 21);
      // The 20 track() calls (by their data) and the rejection (its message).
      expect(stored.indexes).toEqual([-1, ...range(20)]);
      await expectStaysFor(
        1500,
        'no record is stored twice',
        () => readStoredMarkers(site.server.databaseFile, 'crash-early').ids.length,
        21,
      );
      const error = readRecordsContaining(site.server.databaseFile, 'crash-early-error');
      expect(error.map((r) => r.kind)).toEqual(['error']);
      await next.waitForFunction(stashHasNo, 'crash-early', { timeout: 10000 });
      await context.close();
    });
  });
});
