import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PERIODIC_DRAIN_TAG } from '../../../src/sw/telemetry/registerPeriodicDrain';
import {
  countStoredBatches,
  openControlledPage,
  trackRecords,
  waitForOwnRecordsSent,
  waitForTelemetryWorker,
} from './pageActions';
import { readStoredMarkers } from './storedRecords';
import { expectStaysFor, holdFor } from '../harness/holdFor';

const site = useSiteServer();

const failNext = (query: string) =>
  fetch(site.server.url + '/api/test/telemetry/fail-next?' + query, { method: 'POST' });
const periodicTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync?: { getTags(): Promise<string[]> };
    };
    return registration.periodicSync ? registration.periodicSync.getTags() : null;
  });

// Chromium grants periodic background sync only to installed sites; the test grants it as installing would,
// to the browser contexts open now (only this test's: each test closes its own). The grant lasts as long as
// the DevTools session that made it, so the session is returned for the test to keep.
async function grantPeriodicSync(): Promise<CDPSession> {
  const browserCdp = await site.browser.newBrowserCDPSession();
  const { browserContextIds } = await browserCdp.send('Target.getBrowserContexts');
  for (const browserContextId of browserContextIds) {
    await browserCdp.send('Browser.setPermission', {
      permission: { name: 'periodic-background-sync' },
      setting: 'granted',
      origin: site.server.url,
      browserContextId,
    });
  }
  return browserCdp;
}

describe('periodic background sync (issue 3)', () => {
  it('is not registered where the browser does not permit it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await expectStaysFor(500, 'no periodic sync where the browser does not permit it', () => periodicTags(page), []);
    await context.close();
  });

  it('is registered once permitted, and a periodic sync sends what the page left persisted', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations.filter((r) => !r.isDeleted).map((r) => r.registrationId)),
    );
    const batchesBefore = await countStoredBatches(site.server.url);
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    expect(await periodicTags(page)).toEqual([]);
    // Installed after the service worker started: it asks again with the next message a page sends it
    // (here the facade's drain request when the page is back online).
    const grant = await grantPeriodicSync();
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(() => periodicTags(page), { timeout: 10000 }).toEqual([PERIODIC_DRAIN_TAG]);

    // Let the page's own first records go out, then have the server refuse batches for an hour: the worker
    // keeps the records persisted and waits as Retry-After says. Then the server is well again.
    await waitForOwnRecordsSent(page, site.server.url, batchesBefore);
    expect((await failNext('count=1000&status=503&retryAfter=3600')).status).toBe(200);
    await trackRecords(page, 'periodic', 0, 20);
    const failuresLeft = async () =>
      ((await (await fetch(site.server.url + '/api/test/telemetry/fail-next')).json()) as { remaining: number })
        .remaining;
    await expect.poll(failuresLeft, { timeout: 10000 }).toBeLessThan(1000);
    await holdFor(1000, 'every sender (worker, service worker) meets the 503 with Retry-After: 3600');
    await failNext('count=0');
    await expectStaysFor(
      3000,
      'Retry-After: 3600 is honoured: nothing is sent though the server is well',
      () => readStoredMarkers(site.server.databaseFile, 'periodic').indexes,
      [],
    );

    // The browser's periodic wake-up (dispatched through DevTools, as Chromium would after its interval).
    expect(registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: site.server.url,
      registrationId: registrations[registrations.length - 1]!,
      tag: PERIODIC_DRAIN_TAG,
    });
    await expect
      .poll(() => readStoredMarkers(site.server.databaseFile, 'periodic').indexes, { timeout: 15000 })
      .toEqual(Array.from({ length: 20 }, (_, i) => i));
    await grant.detach();
    await context.close();
  });
});
