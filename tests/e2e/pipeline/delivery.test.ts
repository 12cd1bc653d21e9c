import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { createOwner, logIn } from '../config/ownerSession';
import { readPanel, storedIdsOfPageViewWith as storedIdsOfPageViewWithIn, toMs } from './deliveryPanel';
import { countPersisted, openControlledPage, trackRecords, waitForTelemetryWorker } from './pageActions';
import { readRecordsContaining } from '../collectors/readRecords';

// Issue 51, proved against reality: pages make records through the whole pipeline while the test closes a
// tab, holds the server down (503s, then stopped outright), and deletes some persisted records on purpose;
// the Delivery panel must then show what the test knows: which page views are whole, exactly how many records
// it lost, and that records held by the outage arrived as late as the outage lasted.
const site = useSiteServer();

const failNext = (query: string) =>
  fetch(`${site.server.url}/api/test/telemetry/fail-next?${query}`, { method: 'POST' });

// Deletes the persisted chunks holding `marker` records (src/offMain/openChunkStore.ts), as a lost disk would;
// answers the ids of every record they held. A drain round that has claimed a chunk holds its records in
// memory and sends them whatever the disk loses meanwhile: while one of them is claimed, nothing is deleted
// and the answer is null (ask again once the round has ended).
function deleteChunksOf(page: Page, marker: string): Promise<string[] | null> {
  return page.evaluate(
    (marker) =>
      new Promise<string[] | null>((resolve, reject) => {
        const open = indexedDB.open('site-runtime-telemetry');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('chunks', 'readwrite');
          const store = tx.objectStore('chunks');
          const all = store.getAll();
          const lost: string[] = [];
          let claimed = false;
          all.onsuccess = () => {
            type Chunk = { key: string; json: string; claim?: { until: number } };
            const chunks = (all.result as Chunk[]).filter((chunk) => chunk.json.includes(marker));
            claimed = chunks.some((chunk) => chunk.claim !== undefined && chunk.claim.until > Date.now());
            if (claimed) return;
            for (const chunk of chunks) {
              for (const record of JSON.parse(`[${chunk.json}]`) as Array<{ id: string }>) lost.push(record.id);
              store.delete(chunk.key);
            }
          };
          tx.oncomplete = () => (db.close(), resolve(claimed ? null : lost));
          tx.onerror = () => reject(tx.error);
        };
      }),
    marker,
  );
}

// The stored ids of a page view whose records carry `marker`.
const storedIdsOfPageViewWith = (marker: string) => storedIdsOfPageViewWithIn(site.server.databaseFile, marker);

describe('the Delivery panel', () => {
  it('equals what the pages made, what the test lost on purpose and how long the outage held records', async () => {
    const { browser, server } = site;
    await createOwner(server, 'admin@example.com', ['ADMIN']);

    // 1. A tab closed right after recording: every record arrives, the page view is complete.
    const closing = await browser.newContext();
    const a = await closing.newPage();
    await openControlledPage(a, server.url + '/store');
    await trackRecords(a, 'delivery-a', 0, 40);
    await a.close({ runBeforeUnload: true });
    await expect
      .poll(() => readRecordsContaining(server.databaseFile, 'delivery-a').length, { timeout: 20000 })
      .toBe(40);

    // 2. The server answers 503 for a while; meanwhile the test deletes some of what the worker persisted.
    const outage = await browser.newContext();
    const b = await outage.newPage();
    await openControlledPage(b, server.url + '/blog');
    await waitForTelemetryWorker(b);
    await expect.poll(() => countPersisted(b, ''), { timeout: 20000 }).toBe(0);
    await failNext('count=100000&status=503');
    const madeAt = Date.now();
    await trackRecords(b, 'delivery-b-lost', 0, 20);
    await expect.poll(() => countPersisted(b, 'delivery-b-lost'), { timeout: 10000 }).toBe(20);
    const lost = await vi.waitFor(
      async () => (await deleteChunksOf(b, 'delivery-b-lost')) ?? Promise.reject(new Error('a drain round holds them')),
      { timeout: 10000, interval: 50 },
    );
    expect(lost.length).toBeGreaterThanOrEqual(20);
    // 800 records waiting make the worker send at once (PIPELINE_LIMITS.SEND_NOW_RECORDS), into the outage.
    await trackRecords(b, 'delivery-b-kept', 0, 800);
    // The outage lasts until the worker has been refused twice (its backoff starts at 1 s).
    const refused = async () =>
      100000 -
      ((await (await fetch(`${server.url}/api/test/telemetry/fail-next`)).json()) as { remaining: number }).remaining;
    await expect.poll(refused, { timeout: 30000 }).toBeGreaterThanOrEqual(2);
    const outageMs = Date.now() - madeAt;
    await failNext('count=0');
    await expect
      .poll(() => readRecordsContaining(server.databaseFile, 'delivery-b-kept').length, { timeout: 30000 })
      .toBe(800);
    await b.close({ runBeforeUnload: true });
    // Its final count (by beacon, or by the service worker when the beacon was lost) arrived.
    await expect.poll(() => storedIdsOfPageViewWith('delivery-b-kept').length, { timeout: 20000 }).toBeGreaterThan(800);

    // 3. What the panel says, page by page.
    const owner = await browser.newContext();
    await logIn(owner, server, 'admin@example.com');
    const inspector = await owner.newPage();
    await inspector.goto(server.url + '/config/inspector');

    const store = await readPanel(inspector, '/store');
    await expect.poll(() => store.figure('complete')).toBe('100.0% (1 of 1)');
    const storedA = storedIdsOfPageViewWith('delivery-a').filter((id) => /\.\d+$/.test(id)).length;
    await expect.poll(() => store.figure('made')).toBe(String(storedA));
    await expect.poll(() => store.figure('missing')).toBe('0.0 (0)');

    const blog = await readPanel(inspector, '/blog');
    const storedB = storedIdsOfPageViewWith('delivery-b-kept').filter((id) => /\.\d+$/.test(id)).length;
    const made = storedB + lost.length;
    await expect.poll(() => blog.figure('complete')).toBe('0.0% (0 of 1)');
    await expect.poll(() => blog.figure('made')).toBe(String(made));
    await expect
      .poll(() => blog.figure('missing'))
      .toBe(`${((lost.length * 1000) / made).toFixed(1)} (${lost.length})`);
    const drill = blog.panel.locator('table').last();
    await expect.poll(() => drill.locator('tbody tr').count()).toBe(1);
    const cells = await drill.locator('tbody tr td').allTextContents();
    expect(cells.slice(0, 5)).toEqual(['/blog', 'Chrome', String(made), String(storedB), String(lost.length)]);
    expect(cells[5]).toContain('Worker request');
    // The final count leaves by the page-hide beacon; Chromium may drop a closing tab's beacon even after
    // accepting it, and then the service worker's drain delivers the copy the page stashed (stashUnsent.ts).
    expect(cells[5]).toMatch(/Page-hide beacon|Service-worker drain/);
    // The records the outage held took at least as long as it lasted: the worker path's p99.
    const latency = blog.panel.locator('table').first();
    const p99 = await latency.locator('tbody tr', { hasText: 'Worker request' }).locator('td').nth(4).textContent();
    expect(toMs(p99!)).toBeGreaterThanOrEqual(outageMs * 0.85);
    if (process.env.DELIVERY_SHOT) await blog.panel.screenshot({ path: process.env.DELIVERY_SHOT });
    await Promise.all([closing.close(), outage.close(), owner.close()]);
  }, 180_000);
});
