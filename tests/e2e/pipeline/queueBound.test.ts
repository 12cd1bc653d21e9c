import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { PIPELINE_LIMITS } from '../../../src/shared/telemetry/pipelineLimits';
import {
  countPersisted,
  countStoredBatches,
  trackRecords,
  waitForCollectors,
  waitForOwnRecordsSent,
  waitForTelemetryWorker,
} from './pageActions';
import { readStoredMarkers } from './storedRecords';
import { readRecords } from '../collectors/readRecords';

const site = useSiteServer();

const failNext = (query: string) =>
  fetch(site.server.url + '/api/test/telemetry/fail-next?' + query, { method: 'POST' });

describe('the bounded queue (issue 3)', () => {
  it('drops records past 10 000 unsent, counts them as queue-full and the server stores the drop record', async () => {
    const bound = PIPELINE_LIMITS.MAX_QUEUED_RECORDS;
    const extra = 50;
    // No service worker: only the page's worker holds and sends, so the bound is the only thing tested.
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const batchesBefore = await countStoredBatches(site.server.url);
    await page.goto(site.server.url + '/');
    await waitForCollectors(page);
    await waitForTelemetryWorker(page);
    // Let the page's own first records go out, then make the server unavailable so nothing leaves the queue.
    await waitForOwnRecordsSent(page, site.server.url, batchesBefore);
    expect((await failNext('count=1000&status=503&retryAfter=3600')).status).toBe(200);
    for (let from = 0; from < bound + extra; from += 1000)
      await trackRecords(page, 'bounded', from, Math.min(1000, bound + extra - from));
    // The worker persists each hand-over before acknowledging it; wait until it has taken all eleven and
    // its queue is full.
    await expect.poll(() => countPersisted(page, 'bounded'), { timeout: 30000 }).toBe(bound);
    expect(readStoredMarkers(site.server.databaseFile, 'bounded').ids).toHaveLength(0);
    // The server is back: ask the worker to send now (the facade does so when the page is back online).
    await failNext('count=0');
    await page.evaluate(() => dispatchEvent(new Event('online')));

    const deadline = Date.now() + 60000;
    let stored = readStoredMarkers(site.server.databaseFile, 'bounded');
    let dropped = 0;
    while (Date.now() < deadline) {
      stored = readStoredMarkers(site.server.databaseFile, 'bounded');
      const drops = readRecords(site.server.databaseFile, 'drop')
        .map((row) => row.payload as { reason: string; kind?: string; count: number })
        .filter((d) => d.reason === 'queue-full' && d.kind === 'analytics');
      dropped = drops.reduce((n, d) => n + d.count, 0);
      if (dropped > 0 && stored.ids.length + dropped >= bound + extra) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // Each record either stored once or counted as dropped: none lost silently, none twice.
    expect(dropped).toBeGreaterThanOrEqual(extra);
    expect(stored.ids.length).toBeLessThanOrEqual(bound);
    expect(new Set(stored.indexes).size).toBe(stored.indexes.length);
    expect(stored.ids.length + dropped).toBe(bound + extra);
    // The first records were kept and the last ones dropped: the bound refuses new records, not old ones.
    expect(stored.indexes.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(stored.indexes).not.toContain(bound + extra - 1);
    await context.close();
  }, 120000);
});
