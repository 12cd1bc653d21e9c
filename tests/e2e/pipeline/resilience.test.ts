import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import type { Page } from 'playwright-core';
import {
  claimAllChunks,
  countPersisted,
  countStoredBatches,
  watchFailedBatches,
  waitForOwnRecordsSent,
  hideForAMoment,
  holdWriterLockFrom,
  openControlledPage,
  openUncontrolledPage,
  trackRecords,
  waitForCollectors,
  waitForTelemetryWorker,
  withoutServiceWorker,
  withoutWorkers,
} from './pageActions';
import { range, waitForStored } from './storedRecords';
import { expectStaysFor, holdFor } from '../harness/holdFor';
import { readRecords, readRecordsContaining } from '../collectors/readRecords';

const site = useSiteServer();

// With the server down, make records and wait until the worker has persisted them and failed a send.
async function persistWhileServerDown(page: Page, marker: string, count: number): Promise<void> {
  const failed = watchFailedBatches(page);
  await site.server.stop();
  await trackRecords(page, marker, 0, count);
  await expectPersistedAndSendFailed(page, marker, count, failed);
}

async function expectPersistedAndSendFailed(page: Page, marker: string, count: number, failed: () => number) {
  await expect.poll(() => countPersisted(page, marker), { timeout: 10000 }).toBeGreaterThanOrEqual(count);
  // The send rounds slow down after a few small ones (5, 20, 80 s apart), so the failed one may be 20 s off.
  await expect.poll(failed, { timeout: 30000 }).toBeGreaterThan(0);
}

// Leave the page's chunks as a round of `owner` would mid-send (claimed for 30 s more), close the page and
// bring the server back; returns when the claim ends.
async function closeWithChunksClaimedBy(page: Page, owner: string): Promise<number> {
  const until = Date.now() + 30000;
  await claimAllChunks(page, owner, until);
  await page.close();
  await site.server.restart();
  return until;
}

describe('telemetry survives the network and the server', () => {
  it('keeps records made while the server is down and the page is closed, and sends them on the next visit', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    const failed = watchFailedBatches(page);
    await site.server.stop();
    await trackRecords(page, 'offline', 0, 40);
    // The worker persists them and fails its first send; then the beacon and the service worker fail too.
    await expectPersistedAndSendFailed(page, 'offline', 40, failed);
    await page.close();
    expect(readRecordsContaining(site.server.databaseFile, 'offline').length).toBe(0);
    await site.server.restart();
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    const stored = await waitForStored(site.server.databaseFile, 'offline', 40);
    expect(stored.indexes).toEqual(range(40));
    await context.close();
  });

  it('keeps records made while offline with the page open, and sends them once when the network comes back', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    // Offline for real: the server is gone (page, worker and service worker all meet a refused connection),
    // and the browser says so (navigator.onLine false, then an 'online' event when it returns).
    await site.server.stop();
    await context.setOffline(true);
    await trackRecords(page, 'offline-open', 0, 40);
    // Offline, the worker persists them and waits for the 'online' event.
    await expect.poll(() => countPersisted(page, 'offline-open'), { timeout: 10000 }).toBeGreaterThanOrEqual(40);
    expect(readRecordsContaining(site.server.databaseFile, 'offline-open').length).toBe(0);
    await site.server.restart();
    await context.setOffline(false);
    // No new visit: the 'online' event and the worker's retries deliver them.
    const stored = await waitForStored(site.server.databaseFile, 'offline-open', 40, 15000);
    expect(stored.indexes).toEqual(range(40));
    expect(stored.ids.length).toBe(40);
    await context.close();
  });

  it('retries through a server answering 503 for a while (Retry-After honoured), storing each record once', async () => {
    const armed = await fetch(site.server.url + '/api/test/telemetry/fail-next?count=3&status=503&retryAfter=1', {
      method: 'POST',
    });
    expect(armed.status).toBe(200);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    await trackRecords(page, 'unavailable', 0, 300);
    const stored = await waitForStored(site.server.databaseFile, 'unavailable', 300, 30000);
    expect(stored.indexes).toEqual(range(300));
    const left = (await (await fetch(site.server.url + '/api/test/telemetry/fail-next')).json()) as {
      remaining: number;
    };
    expect(left.remaining).toBe(0);
    await context.close();
  });

  it('delivers across a server restart', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    await trackRecords(page, 'restart', 0, 50);
    await site.server.restart();
    await trackRecords(page, 'restart', 50, 50);
    const stored = await waitForStored(site.server.databaseFile, 'restart', 100, 30000);
    expect(stored.indexes).toEqual(range(100));
    await context.close();
  });
  it('sends what a closed page held once its claim lapses, while pages of the site keep loading at once', async () => {
    const context = await site.browser.newContext();
    // No service worker yet: it must first start while a closed page's chunks are still claimed. The first
    // page runs as in a browser without service workers (a real network failure of sw.js was checked to
    // register normally on the next page).
    const page = await context.newPage();
    await withoutServiceWorker(page);
    await openUncontrolledPage(page, site.server.url + '/');
    // A writer that is still alive (it holds its lock: a frozen tab, say) but will not send soon.
    const stalled = await context.newPage();
    await withoutServiceWorker(stalled);
    await stalled.goto(site.server.url + '/');
    await holdWriterLockFrom(stalled, 'stalled-page');
    await persistWhileServerDown(page, 'held', 20);
    // That writer's round holds every chunk for the rest of its lease: nothing can tell that it will never
    // send them.
    const until = await closeWithChunksClaimedBy(page, 'stalled-page.r0');
    const next = await context.newPage();
    await openControlledPage(next, site.server.url + '/');
    // The service worker's drain waits out the claim, but its activation does not: navigations it
    // controls are answered at once (fetch events wait for activation).
    await next.goto(site.server.url + '/gallery', { timeout: 4000 });
    await next.goto(site.server.url + '/', { timeout: 4000 });
    expect(Date.now()).toBeLessThan(until);
    expect(readRecordsContaining(site.server.databaseFile, 'held').length).toBe(0);
    const stored = await waitForStored(site.server.databaseFile, 'held', 20, 45000);
    expect(stored.indexes).toEqual(range(20));
    await context.close();
  }, 90000);

  it("takes over at once what a gone page's worker had claimed, without a service worker to tell it", async () => {
    // A first visit: the page's worker persisted the records and its round claimed them as the visitor
    // followed a link, before any service worker was active to take over. That worker died with its page,
    // and with it its Web Lock: the next page's worker sends the records at once, not after the lease.
    const context = await site.browser.newContext();
    await withoutServiceWorker(context);
    const page = await context.newPage();
    await openUncontrolledPage(page, site.server.url + '/');
    await persistWhileServerDown(page, 'gone-writer', 20);
    const until = await closeWithChunksClaimedBy(page, 'gonepage.r0');
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    const stored = await waitForStored(site.server.databaseFile, 'gone-writer', 20, 15000);
    expect(Date.now()).toBeLessThan(until - 15000);
    expect(stored.indexes).toEqual(range(20));
    expect(stored.ids.length).toBe(20);
    await context.close();
  }, 90000);
});

describe('telemetry counts what it drops', () => {
  // A page whose worker never starts (a browser without module workers, or a deploy removed its script)
  // holds its records until it is hidden; what it holds is bounded like the worker's queue.
  it('bounds what a page without a worker holds, counts what it drops, and holds more once a hide took the rest', async () => {
    const context = await site.browser.newContext();
    await withoutWorkers(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openControlledPage(page, site.server.url + '/');
    await expect
      .poll(() => warnings.some((text) => text.includes('Telemetry worker did not start')), { timeout: 10000 })
      .toBe(true);
    // More than the page may hold (MAX_HELD_RECORDS, 10 000, counting the page's own census and performance records).
    await trackRecords(page, 'heldBound', 0, 10050);
    // The visitor switches tabs and back: the service worker takes what the page held, and the page holds anew.
    await hideForAMoment(page);
    await trackRecords(page, 'heldAfter', 0, 100);
    await page.goto(site.server.url + '/gallery');
    expect((await waitForStored(site.server.databaseFile, 'heldAfter', 100, 20000)).indexes).toEqual(range(100));
    const drops = () =>
      readRecordsContaining(site.server.databaseFile, 'queue-full', 'drop').map(
        (row) => row.payload as { count: number },
      );
    await expect.poll(() => drops().length, { timeout: 20000 }).toBe(1);
    const [drop] = drops();
    // The oldest records are kept, the newest beyond the bound dropped, and every one is accounted for.
    const kept = 10050 - drop!.count;
    expect(kept).toBeGreaterThan(9900);
    expect((await waitForStored(site.server.databaseFile, 'heldBound', kept, 30000)).indexes).toEqual(range(kept));
    await expectStaysFor(
      1000,
      'no record is stored twice',
      () => readRecordsContaining(site.server.databaseFile, 'heldBound').length,
      kept,
    );
    await context.close();
  }, 90000);

  it('drops a batch the server refuses with 400, reports the drop as a record of its own and warns in the page', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const batchesBefore = await countStoredBatches(site.server.url);
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    // The page's own first records (page view, census) go out before the switch is armed.
    await waitForOwnRecordsSent(page, site.server.url, batchesBefore);
    const since = Date.now();
    await fetch(site.server.url + '/api/test/telemetry/fail-next?count=1&status=400', { method: 'POST' });
    await trackRecords(page, 'refused', 0, 10);
    let drops: Array<{ payload: unknown }> = [];
    const readDrops = () =>
      (drops = readRecords(site.server.databaseFile, 'drop').filter((d) => d.received_at >= since));
    await expect.poll(() => readDrops().length, { timeout: 15000 }).toBeGreaterThan(0);
    const refused = drops
      .map((d) => d.payload as { reason: string; count: number; status?: number })
      .filter((d) => d.reason === 'rejected-by-server');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.status).toBe(400);
    expect(refused[0]!.count).toBeGreaterThanOrEqual(10);
    expect(readRecordsContaining(site.server.databaseFile, 'refused').filter((r) => r.kind !== 'drop').length).toBe(0);
    // Spec media-and-reporting §8: the refused batch carried analytics events (track()), so the page warns, once.
    expect(warnings.filter((w) => w.startsWith('Error tracking event'))).toEqual([
      'Error tracking event: HTTP Status 400',
    ]);
    await context.close();
  });

  it("keeps resending an earlier page's stash while this page stays open, through a 503, until it is stored", async () => {
    // What an earlier page stashed on hide (src/main/telemetry/stashUnsent.ts), as a stash line holds it.
    const stashed = Array.from({ length: 30 }, (_, seq) =>
      JSON.stringify({
        id: `stash-retry.${seq}`,
        kind: 'trace',
        type: 'mark',
        sessionId: 'stash-retry',
        seq,
        time: Date.now(),
        pagePath: '/',
        payload: { pageUrl: '/', type: 'mark', data: JSON.stringify({ marker: 'stash-retry', i: seq }) },
      }),
    );
    const context = await site.browser.newContext();
    await context.addInitScript(
      (lines) =>
        localStorage.getItem('site-telemetry:unsent:earlier') === null &&
        sessionStorage.getItem('seeded') === null &&
        (localStorage.setItem('site-telemetry:unsent:earlier', lines), sessionStorage.setItem('seeded', '1')),
      stashed.join('\n'),
    );
    // The page's first request to the batch endpoint is the stash's resend: refused with a 503 (Retry-After 1).
    const armed = await fetch(site.server.url + '/api/test/telemetry/fail-next?count=1&status=503&retryAfter=1', {
      method: 'POST',
    });
    expect(armed.status).toBe(200);
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    // No other page loads: this one tries again after the backoff.
    const stored = await waitForStored(site.server.databaseFile, 'stash-retry', 30, 15000);
    expect(stored.indexes).toEqual(range(30));
    await page.waitForFunction(() => localStorage.getItem('site-telemetry:unsent') === null, undefined, {
      timeout: 10000,
    });
    const left = (await (await fetch(site.server.url + '/api/test/telemetry/fail-next')).json()) as {
      remaining: number;
    };
    expect(left.remaining).toBe(0);
    await context.close();
  });

  // The worker's script is loaded after the page's load event: a visitor whose network drops just then (or
  // whose server is down) would otherwise keep every record of the visit on the page until it is hidden.
  it('sends what the page holds while its worker cannot start, and starts the worker again once its script loads, the page open', async () => {
    const context = await site.browser.newContext();
    let refused = 0;
    await context.route('**/assets/telemetry-worker-*.js', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(site.server.url + '/');
    await waitForCollectors(page);
    await expect.poll(() => refused, { timeout: 10000 }).toBeGreaterThan(0);
    await trackRecords(page, 'workerRetry', 0, 50);
    // Retries come 1 s, 2 s, 4 s… apart, and each failed one sends what the page holds the hide path's way
    // (beacon, stash, service worker): the page is open and has no worker, and its records arrive. Before,
    // they waited for a worker or the page's hide, and a page whose worker never starts (a deploy dropped its
    // script) held them for as long as it stayed open.
    const meanwhile = await waitForStored(site.server.databaseFile, 'workerRetry', 50, 30000);
    expect(meanwhile.indexes).toEqual(range(50));
    await context.unrouteAll({ behavior: 'wait' });
    // The next try starts the worker (a worker whose script failed leaves the page's list at once), and it
    // takes what the page makes from then on.
    const workerRuns = async () => {
      if (!page.workers().some((w) => w.url().includes('telemetry-worker'))) return false;
      await holdFor(500, "a worker whose script failed leaves the page's list within this");
      return page.workers().some((w) => w.url().includes('telemetry-worker'));
    };
    await expect.poll(workerRuns, { timeout: 40000 }).toBe(true);
    await trackRecords(page, 'workerRetry', 50, 10);
    const stored = await waitForStored(site.server.databaseFile, 'workerRetry', 60, 30000);
    expect(stored.indexes).toEqual(range(60));
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    expect(warnings.filter((text) => text.includes('Telemetry worker did not start'))).toHaveLength(1);
    await context.close();
  });

  // The network drops just after a returning visitor's page got its HTML. A failed import() stays failed
  // for the page's life in Chromium, so the main thread's telemetry code comes from the service worker's
  // precache (scripts/lib/readPrecachedFiles.mjs); the worker's script, on the network, is tried again.
  it('starts the collectors from the service worker when the network drops after the HTML, and sends once it is back, the page open', async () => {
    const context = await site.browser.newContext();
    const first = await context.newPage();
    await openControlledPage(first, site.server.url + '/');
    await first.close();
    // Every asset the network would give is refused. Playwright's routing also turns the HTTP cache off,
    // so whatever loads came from the service worker.
    const refused: string[] = [];
    await context.route('**/assets/**', (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openControlledPage(page, site.server.url + '/gallery');
    await trackRecords(page, 'cachedRuntime', 0, 40);
    await expect
      .poll(() => warnings.some((text) => text.includes('Telemetry worker did not start')), { timeout: 10000 })
      .toBe(true);
    expect(refused.some((path) => path.includes('telemetry-worker-'))).toBe(true);
    expect(refused.filter((path) => /\/(main|routes|runCollectors|connectTelemetryWorker)-/.test(path))).toEqual([]);
    await context.unrouteAll({ behavior: 'wait' });
    const stored = await waitForStored(site.server.databaseFile, 'cachedRuntime', 40, 30000);
    expect(stored.indexes).toEqual(range(40));
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    expect(warnings.filter((text) => text.includes('Could not load the collectors'))).toEqual([]);
    await context.close();
  });
});
