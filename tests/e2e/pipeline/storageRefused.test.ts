import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_FAILED_WARNING } from '../../../src/shared/telemetry/workerNotices';
import { useSiteServer } from '../harness/useSiteServer';
import {
  crash,
  heldCopyCarries,
  openControlledPage,
  refuseWorkerStorage,
  trackRecords,
  waitForTelemetryWorker,
  watchFailedBatches,
  withoutWorkers,
} from './pageActions';
import { countRows, range, readStoredMarkers, waitForStored } from './storedRecords';
import { expectStaysFor } from '../harness/holdFor';
import { readRequestCounts } from '../harness/readRequestCounts';

const site = useSiteServer();

// What the worker persisted: nothing, while its writes are refused.
const persistedChunks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('site-runtime-telemetry');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('chunks')) return resolve(0);
          const count = open.result.transaction('chunks').objectStore('chunks').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

// Records the server received again (already stored) since `time`.
const duplicatesReceivedSince = (time: number) =>
  countRows(
    site.server.databaseFile,
    'select coalesce(sum(duplicate_count), 0) n from telemetry_batches where received_at >= ?',
    time,
  );

// A page whose worker meets an IndexedDB that refuses to write makes `count` records with the server down:
// its worker holds them in memory, unsent. Routing (the refusal) stops when stopRefusing is called.
async function holdUnsentWithServerDown(marker: string, count: number) {
  const context = await site.browser.newContext();
  const stopRefusing = await refuseWorkerStorage(context);
  const page = await context.newPage();
  await openControlledPage(page, site.server.url + '/');
  await waitForTelemetryWorker(page);
  const failed = watchFailedBatches(page);
  await site.server.stop();
  await trackRecords(page, marker, 0, count);
  return { context, page, stopRefusing, failed };
}

describe('telemetry when the device refuses to store it', () => {
  it('sends from memory while the page is open, retrying through 503s, warns once, and sends nothing again on close', async () => {
    const context = await site.browser.newContext();
    const stopRefusing = await refuseWorkerStorage(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    await fetch(site.server.url + '/api/test/telemetry/fail-next?count=2&status=503&retryAfter=1', { method: 'POST' });
    const refusedBefore = (await readRequestCounts(site.server.url, '/api/telemetry/batch')).byStatus['503'] ?? 0;
    await trackRecords(page, 'refused-open', 0, 300);
    // The next records come while the first send is being retried.
    // The worker sends on its batch timer, which a loaded CI machine can delay past expect.poll's default 1 s.
    await expect
      .poll(async () => (await readRequestCounts(site.server.url, '/api/telemetry/batch')).byStatus['503'] ?? 0, {
        timeout: 15000,
      })
      .toBeGreaterThan(refusedBefore);
    // Held through the 503s, the records are copied (HeldCopy.ts), as what the page holds unacknowledged.
    await page.waitForFunction(heldCopyCarries, { marker: 'refused-open', count: 300 }, { timeout: 10000 });
    await trackRecords(page, 'refused-open', 300, 300);
    // Delivered with the page still open: nothing waits for the page to be hidden.
    const stored = await waitForStored(site.server.databaseFile, 'refused-open', 600, 20000);
    expect(stored.indexes).toEqual(range(600));
    expect(await persistedChunks(page)).toBe(0);
    expect(warnings.filter((text) => text.startsWith(STORAGE_FAILED_WARNING))).toEqual([
      `${STORAGE_FAILED_WARNING} (QuotaExceededError)`,
    ]);
    // The worker acknowledges each hand-over once it is sent, so the page hide sends none of them again: only
    // what the hide itself makes (the page-speed record, by beacon and through the service worker). The
    // acknowledgement leaves the worker up to REPLY_INTERVAL_MS after the response (answerHandOvers), and a
    // page closed before it arrives sends those records again by design (stored once); a loaded machine can
    // hold it well past that. The page's copy of what it holds unacknowledged says when it has arrived.
    await page.waitForFunction(heldCopyCarries, { marker: 'refused-open', count: 0 }, { timeout: 10000 });
    const closedAt = Date.now();
    await stopRefusing();
    await page.close();
    await expectStaysFor(
      3000,
      'the closed page sends none of the acknowledged records again',
      // The hide's own records go by beacon and through the service worker, a few of them twice by design;
      // acknowledged records sent again would be hundreds.
      () => duplicatesReceivedSince(closedAt) < 10,
      true,
    );
    expect(readStoredMarkers(site.server.databaseFile, 'refused-open').ids.length).toBe(600);
    await context.close();
  });

  it('leaves what memory still held by the page hide path when the page closes with the server down', async () => {
    const { context, page, stopRefusing, failed } = await holdUnsentWithServerDown('refused-down', 100);
    // The worker keeps them in memory and fails its first send; the page has not had them acknowledged.
    await expect.poll(failed, { timeout: 10000 }).toBeGreaterThan(0);
    await stopRefusing();
    await page.close();
    await site.server.restart();
    const next = await context.newPage();
    await next.goto(site.server.url + '/');
    const stored = await waitForStored(site.server.databaseFile, 'refused-down', 100);
    expect(stored.indexes).toEqual(range(100));
    await context.close();
  });

  // A page can end without a pagehide: its renderer crashes, or is killed for memory (chaos seed 229 lost a
  // page's records so, storage refused and offline). Its records in memory only were its hide path's to
  // send; the page keeps a copy in localStorage meanwhile (HeldCopy.ts), which the next page sends.
  describe('a page ended without a pagehide', () => {
    it('loses nothing its worker held in memory: the next page sends the copy', async () => {
      const { context, page, stopRefusing } = await holdUnsentWithServerDown('crash-refused', 150);
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-refused', count: 150 }, { timeout: 10000 });
      // Routing stops first: Playwright would wait for the crashed page's routes.
      await stopRefusing();
      await crash(page);
      await site.server.restart();
      expect(readStoredMarkers(site.server.databaseFile, 'crash-refused').ids).toEqual([]);
      const next = await context.newPage();
      await next.goto(site.server.url + '/');
      const stored = await waitForStored(site.server.databaseFile, 'crash-refused', 150);
      expect(stored.indexes).toEqual(range(150));
      // The copy went with its records.
      await next.waitForFunction(heldCopyCarries, { marker: 'crash-refused', count: 0 }, { timeout: 10000 });
      await context.close();
    });

    it('loses nothing a page whose worker cannot start held: the next page sends the copy', async () => {
      const context = await site.browser.newContext();
      await withoutWorkers(context);
      const page = await context.newPage();
      await openControlledPage(page, site.server.url + '/');
      // The server goes down: what such a page sends while open (by beacon, through its service worker at
      // each failed try of its worker) cannot arrive, so only the copy can carry the records.
      await site.server.stop();
      // Before and after its worker failed to start: the copy follows.
      await trackRecords(page, 'crash-noworker', 0, 40);
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-noworker', count: 40 }, { timeout: 10000 });
      await trackRecords(page, 'crash-noworker', 40, 40);
      await page.waitForFunction(heldCopyCarries, { marker: 'crash-noworker', count: 80 }, { timeout: 10000 });
      await crash(page);
      await site.server.restart();
      expect(readStoredMarkers(site.server.databaseFile, 'crash-noworker').ids).toEqual([]);
      const next = await context.newPage();
      await next.goto(site.server.url + '/');
      const stored = await waitForStored(site.server.databaseFile, 'crash-noworker', 80);
      expect(stored.indexes).toEqual(range(80));
      await context.close();
    });
  });
});
