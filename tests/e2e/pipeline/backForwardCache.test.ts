import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import {
  hasNoStash,
  openControlledPage,
  refuseWorkerStorage,
  trackRecords,
  waitForCollectors,
  waitForTelemetryWorker,
  watchFailedBatches,
} from './pageActions';
import { range, waitForStored } from './storedRecords';
import { expectStaysFor, holdFor } from '../harness/holdFor';
import { readRecordsContaining } from '../collectors/readRecords';

let server: RunningServer;
let browser: Browser;
// Drop records a full stash reported (src/main/telemetry/stashUnsent.ts).
const stashFullDrops = () => readRecordsContaining(server.databaseFile, 'stash-full', 'drop').length;

beforeAll(async () => {
  server = await startServer();
  // Playwright launches Chromium with the back/forward cache disabled; pages are served
  // `Cache-Control: public, max-age=0, s-maxage=…` (never no-store) so they may enter it.
  browser = await launchBrowser({ ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Leave the home page for another and come back; returns whether the page came back from the cache and,
// if not, Chromium's reasons (CDP Page.backForwardCacheNotUsed).
async function leaveAndComeBack(
  context: BrowserContext,
  page: Page,
  marker: string,
): Promise<{ restored: boolean; reasons: string[]; workerRestarted: boolean }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((e) => `${e.type}:${e.reason}`)),
  );
  await page.evaluate(() =>
    addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted)),
  );
  await trackRecords(page, marker, 0, 20);
  await page.goto(server.url + '/no/such/page');
  await waitForCollectors(page);
  // Made on the other page while the first one sits in the cache (or was discarded).
  await trackRecords(page, marker, 20, 20);
  let workersStarted = 0;
  page.on('worker', (worker) => worker.url().includes('telemetry-worker') && (workersStarted += 1));
  // A page restored from the cache fires no load event, so wait only for the commit.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
  const restored = (await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)) === true;
  if (!restored) await waitForCollectors(page);
  // Its worker stopped when it entered the cache; a new one starts on pageshow.
  if (workersStarted === 0)
    await page
      .waitForEvent('worker', { predicate: (worker) => worker.url().includes('telemetry-worker'), timeout: 5000 })
      .catch(() => undefined);
  await trackRecords(page, marker, 40, 20);
  await page.close();
  return { restored, reasons, workerRestarted: workersStarted > 0 };
}

describe('telemetry across back and forward navigation', () => {
  it('stores records made before leaving, on the other page and after coming back, each once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await waitForTelemetryWorker(page);
    const { reasons } = await leaveAndComeBack(context, page, 'bfcache');
    if (reasons.length > 0) console.info('back/forward cache not used:', reasons.join(', '));
    const stored = await waitForStored(server.databaseFile, 'bfcache', 60);
    expect(stored.indexes).toEqual(range(60));
    await context.close();
  });

  // The page comes back from the cache: its worker stopped on pagehide (so it cannot run JavaScript there,
  // and its writer lock is free before the page is frozen), drain rounds claim chunks in IndexedDB rather
  // than with a Web Lock, and Comlink's method proxies are
  // kept so no FinalizationRegistry callback runs in the cached page. A new worker starts on pageshow.
  // Chromium sorts the reasons a page was not restored: 'PageSupportNeeded' (the page did something that
  // keeps it out) and 'Circumstantial' (the browser's own state; under a loaded machine, now and then an
  // 'IgnoreEventAndEvict' that no code of the page's causes). A circumstantial eviction is tried again, up to
  // three times, and so is 'PageSupportNeeded:WebLocksContention' alone: the worker's writer lock goes when
  // the browser has finished terminating the worker, a moment after pagehide, and a lock query from the
  // next page's drain round arriving before that evicts the page (CI saw it once in many runs; a page that
  // kept a lock would be evicted on every try). Any other reason fails at once. Every try's records must be
  // stored once all the same.
  it('comes back from the back/forward cache (pageshow persisted) with every record stored once', async () => {
    for (let attempt = 1; ; attempt++) {
      const marker = `bfrestore${attempt}x`;
      const context = await browser.newContext();
      const page = await context.newPage();
      await openControlledPage(page, server.url + '/');
      await waitForTelemetryWorker(page);
      const { restored, reasons, workerRestarted } = await leaveAndComeBack(context, page, marker);
      const stored = await waitForStored(server.databaseFile, marker, 60);
      expect(stored.indexes).toEqual(range(60));
      await context.close();
      const retryable = (reason: string) =>
        reason.startsWith('Circumstantial:') || reason === 'PageSupportNeeded:WebLocksContention';
      if (!restored && attempt < 3 && reasons.length > 0 && reasons.every(retryable)) {
        console.info(`back/forward cache not used on try ${attempt}: ${reasons.join(', ')}`);
        continue;
      }
      expect(reasons).toEqual([]);
      expect(workerRestarted).toBe(true);
      expect(restored).toBe(true);
      return;
    }
  });

  // Drain rounds ask the browser which writer locks are held (writerLocks.ts), and Chromium evicts a cached
  // page whose lock such a query meets (measured: a page holding a lock of its own on its main thread was not
  // restored, PageSupportNeeded:WebLocksContention). The worker's lock goes with the worker on pagehide, so
  // another tab querying the locks every millisecond while the page is away does not evict it. The querying
  // pauses while the page navigates away: a query in the moment between Chromium caching the page and its
  // pagehide stopping the worker still meets the lock and evicts it (docs/telemetry.md, "Back/forward cache";
  // CI hit that moment twice in many runs). What this test holds is that the lock is gone once the page is
  // in the cache, which a held lock would fail at the first of the queries that follow.
  it('is not evicted from the cache by another tab querying the writer locks meanwhile', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(server.url + '/no/such/page');
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await waitForTelemetryWorker(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const reasons: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) =>
      reasons.push(...event.notRestoredExplanations.map((e) => `${e.type}:${e.reason}`)),
    );
    await page.evaluate(() =>
      addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted)),
    );
    const querying = await other.evaluateHandle(() => {
      const seen = new Set<string>();
      let timer: ReturnType<typeof setInterval> | undefined;
      const start = () =>
        (timer = setInterval(
          () =>
            void navigator.locks.query().then((state) => state.held?.forEach((lock) => seen.add(String(lock.name)))),
          1,
        ));
      start();
      return { seen, start, stop: () => clearInterval(timer) };
    });
    // The querying tab sees this page's writer lock before the page leaves.
    await expect
      .poll(() =>
        querying.evaluate((state) => [...state.seen].some((name) => name.startsWith('site-runtime-telemetry-writer:'))),
      )
      .toBe(true);
    await querying.evaluate((state) => state.stop());
    await page.goto(server.url + '/gallery');
    await querying.evaluate((state) => state.start());
    await holdFor(1500, 'the other tab queries the locks every millisecond while the page sits in the cache');
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'complete');
    const seen = await querying.evaluate((state) => (state.stop(), [...state.seen]));
    expect(seen.filter((name) => name.startsWith('site-runtime-telemetry-writer:')).length).toBeGreaterThanOrEqual(2);
    expect(reasons).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    await context.close();
  });

  // Records a page made right after it loaded (before its worker and collectors started), more than the
  // beacons' 64 KB carry, and then it entered the cache. Chromium does not deliver the message that page
  // sends its service worker as it enters the cache (measured), so the rest is only in the stash. The page
  // that comes back from the cache sends it (so does the next page loaded). Before, the stash went in one
  // request, which the server refused (413) for ever once past its 128 KB body limit: 125 of 233 records
  // lost in tests/e2e/pipeline/chaos.test.ts, seed 15.
  it('sends from the stash what the beacons could not carry when a page entered the cache before its worker took its records', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await page.evaluate(() =>
      addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted)),
    );
    await page.goto(server.url + '/contact');
    await trackRecords(page, 'bfstash', 0, 300);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    const stored = await waitForStored(server.databaseFile, 'bfstash', 300, 30000);
    expect(stored.indexes).toEqual(range(300));
    // The server stores a request's records before it answers, and the page removes them from its stash
    // once the answer has reached it: a moment later on a busy machine (CI read the stash a moment early).
    await page.waitForFunction(hasNoStash, undefined, { timeout: 10000 });
    await context.close();
  });

  // A page whose worker meets an IndexedDB that refuses to write, with `count` records of `text` characters
  // of payload each made while the server is down: the worker holds them in memory, unsent, and the page
  // holds them unacknowledged. Then the page follows a link (the server is still down) into the cache. It
  // notes whether it entered the cache (in localStorage, for the next page) and came back from it.
  const holdUnsentAndLeave = async (marker: string, count: number, text: number) => {
    const context = await browser.newContext();
    const stopRefusing = await refuseWorkerStorage(context);
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await waitForTelemetryWorker(page);
    await page.evaluate(() => {
      // What the page's pagehide did first: stop its worker, stash, beacon (each noted once).
      const order: string[] = [];
      const note = (step: string) => order.includes(step) || order.push(step);
      const terminate = Worker.prototype.terminate;
      Worker.prototype.terminate = function () {
        note('worker stopped');
        terminate.call(this);
      };
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        // The held copy (HeldCopy.ts, written while the worker holds records in memory) is no stash.
        if (key.startsWith('site-telemetry:unsent:') && !key.endsWith(':held')) note('stashed');
        setItem.call(this, key, value);
      };
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => (note('beacon'), sendBeacon(url, body));
      addEventListener('pagehide', (e) => {
        localStorage.setItem('bf-test-persisted', String(e.persisted));
        localStorage.setItem('bf-test-order', JSON.stringify(order));
      });
      addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted));
    });
    const dropsBefore = stashFullDrops();
    const failed = watchFailedBatches(page);
    await server.stop();
    await page.evaluate(
      ({ marker, count, text }) => {
        for (let i = 0; i < count; i++) window.SiteRuntime!.track(marker, { marker, i, text: 'x'.repeat(text) });
      },
      { marker, count, text },
    );
    // Handed over, and the worker's first send refused.
    await expect.poll(failed, { timeout: 30000 }).toBeGreaterThan(0);
    await page.goto(server.url + '/contact').catch(() => undefined);
    return { context, page, stopRefusing, dropsBefore };
  };

  // With the device refusing storage, what the worker has not sent is in its memory only, and the worker
  // stops as its page enters the cache. With the server down the beacons fail, Chromium never delivers the
  // page's message to its service worker, and the stash keeps its newest 2 MiB: before, the rest was lost
  // and counted as a stash-full drop (chaos seed 703 with storage refused lost 310 to 516 records; this
  // test, then with records of 700 characters and a stash of 512 KB, stored 360 of 1000). The page now
  // keeps what its worker had not acknowledged and hands it to the new worker when it comes back, and takes
  // back the count of lines the stash let go.
  it('keeps what its worker could neither store nor send over the cache, and sends it all on coming back', async () => {
    // 1000 records of about 3400 characters each: past what the stash keeps, even for a page entering the cache.
    const { context, page, stopRefusing, dropsBefore } = await holdUnsentAndLeave('bfheld', 1000, 2600);
    await server.restart();
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    const stored = await waitForStored(server.databaseFile, 'bfheld', 1000, 30000);
    expect(stored.indexes).toEqual(range(1000));
    // Nothing was lost, so nothing is reported lost: the stash's resend (a second after pageshow) found no count.
    await expectStaysFor(3000, 'nothing was lost, so nothing is reported lost', stashFullDrops, dropsBefore);
    await stopRefusing();
    await context.close();
  });

  // The same page, never restored: its tab closes while it is in the cache. The stash is then the only copy
  // of what the worker held, and a page entering the cache keeps four times the usual 512 KB in it (chaos
  // seeds 214 and 703 with storage refused lost 143 and 967 records past 512 KB so).
  it('stashes what its worker held as it enters the cache, for the next page if it never comes back', async () => {
    // 1000 records of about 1700 characters each: past 512 KB, within 2 MiB.
    const { context, page, stopRefusing, dropsBefore } = await holdUnsentAndLeave('bfgone', 1000, 900);
    // The failed navigation's error page commits after goto gave up; closing before that would unload the page
    // instead of caching it.
    await page.waitForURL(/^chrome-error:/);
    await page.close();
    await server.restart();
    const next = await context.newPage();
    await next.goto(server.url + '/store');
    // It did enter the cache (and so its message to the service worker was never delivered).
    expect(await next.evaluate(() => localStorage.getItem('bf-test-persisted'))).toBe('true');
    // Its worker stopped first, so its writer lock was on its way out while the page stashed; the stash came
    // before the beacons: a page evicted as it enters the cache may be ended mid-handler (chaos seed 229
    // lost 532 records that way, the page stopped after its beacons and before its stash).
    expect(await next.evaluate(() => JSON.parse(localStorage.getItem('bf-test-order') ?? '[]'))).toEqual([
      'worker stopped',
      'stashed',
      'beacon',
    ]);
    const stored = await waitForStored(server.databaseFile, 'bfgone', 1000, 30000);
    expect(stored.indexes).toEqual(range(1000));
    expect(stashFullDrops()).toBe(dropsBefore);
    await stopRefusing();
    await context.close();
  });
});
