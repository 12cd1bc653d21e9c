import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { openControlledPage, trackRecords, waitForTelemetryWorker } from './pageActions';
import { range, readCarryingBatches, waitForStored } from './storedRecords';

const site = useSiteServer();

describe('what the pipeline puts on the wire', () => {
  it("sends 1000 records from the page's worker in a few gzip requests, each within the keepalive share", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    // Requests are matched to records by the server (bodies in Blobs are not always visible to Playwright).
    const urls: string[] = [];
    context.on('request', (request) => void (request.url().includes('/api/telemetry/batch') && urls.push(request.url())));
    await trackRecords(page, 'wire-gzip', 0, 1000);
    const stored = await waitForStored(site.server.databaseFile, 'wire-gzip', 1000);
    expect(stored.indexes).toEqual(range(1000));
    const batches = readCarryingBatches(site.server.databaseFile, 'wire-gzip');
    // Analytics events are large (about 0.7 KB of JSON each): plain 29 KB bodies would take about 25 requests.
    expect(batches.length).toBeLessThanOrEqual(5);
    for (const batch of batches) {
      expect(batch.bytes).toBeLessThanOrEqual(29 * 1024);
      expect(batch.bytes).toBeLessThan(batch.payloadChars / 4);
    }
    expect(urls.length).toBeGreaterThanOrEqual(batches.length);
    for (const url of urls) expect(url).toMatch(/\/api\/telemetry\/batch\?encoding=gzip$/);
    await context.close();
  });

  it("sends gzip from the service worker too, when it delivers what a closed page's worker could not", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    // The page's worker cannot reach the server, so what it persisted is left for the service worker once
    // the page closes (a page route: the service worker's requests do not pass through it).
    await page.route('**/api/telemetry/batch*', (route) => route.abort());
    await trackRecords(page, 'wire-sw', 0, 200);
    await page.waitForTimeout(1500);
    await page.close();
    const stored = await waitForStored(site.server.databaseFile, 'wire-sw', 200, 20000);
    expect(stored.indexes).toEqual(range(200));
    for (const batch of readCarryingBatches(site.server.databaseFile, 'wire-sw')) expect(batch.bytes).toBeLessThan(batch.payloadChars / 4);
    await context.close();
  });
});
