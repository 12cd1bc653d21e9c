import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { readRequestCounts } from '../harness/readRequestCounts';
import { WRITER_LOCK_PREFIX } from '../../../src/shared/telemetry/writerLockPrefix';

// SiteRuntime.track goes through the collectors (src/main/collectors), which load after the load event
// and hold track() calls until then; wait for them so a test measures the pipeline, not that hold.
export async function waitForCollectors(page: Page): Promise<void> {
  await waitForChunk(page, /runCollectors-[^/]*\.js$/);
}

// Waits until the page has fetched and run a lazily imported chunk. Once its file is fetched, importing it
// again resolves when it has run, and the page's own import() has taken it by the next task.
export async function waitForChunk(page: Page, file: RegExp): Promise<void> {
  const chunk = await page.waitForFunction(
    (source) => performance.getEntriesByType('resource').find((e) => new RegExp(source).test(e.name))?.name,
    file.source,
    { timeout: 15000 },
  );
  // A string, not a function: the test runner would rewrite a function's import() for Node.
  const url = JSON.stringify(await chunk.jsonValue());
  await page.evaluate(`import(${url}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
}

// Open a page and wait until the service worker controls it and the collectors are loaded, as a
// returning visitor's page would be. The service worker claims the pages open when it activates, but the
// Service Workers spec skips a client still loading then (its execution ready flag unset), and that page's
// own request went to the network: it stays uncontrolled for its life, in any browser. That happens when
// another tab of the context registered the worker a moment before (seen: 4 runs of 50 of
// backForwardCache.test.ts's lock test under load, waiting 15 s for a controller that never came). Such a
// page is loaded again once the worker is active, as a returning visitor's next page would be.
export async function openControlledPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no active service worker within 15 s')), 15000),
      ),
    ]),
  );
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15000 });
  }
  await waitForCollectors(page);
}

// Make `count` records through the public API, all in one task, tagged with a marker the test counts by.
export async function trackRecords(page: Page, marker: string, from: number, count: number): Promise<void> {
  await page.evaluate(
    ({ marker, from, count }) => {
      for (let i = from; i < from + count; i++) window.SiteRuntime!.track(marker, { marker, i });
    },
    { marker, from, count },
  );
}

// The facade starts its worker after load and an idle moment; wait until it has started. Playwright sees a
// worker as soon as the page makes it, before its script is fetched: a test that stopped the server then would
// leave the worker unloaded and the page holding its records. The worker holds its writer lock once its script
// has run and the page has started it (TelemetryWorker.start), so wait for as many writer locks in the
// context as the context's pages have telemetry workers.
export async function waitForTelemetryWorker(page: Page): Promise<void> {
  const isTelemetryWorker = (w: { url(): string }) => w.url().includes('telemetry-worker');
  await expect
    .poll(() => page.workers().some(isTelemetryWorker), {
      timeout: 10000,
      interval: 50,
      message: 'telemetry worker did not start',
    })
    .toBe(true);
  const workers = () =>
    page
      .context()
      .pages()
      .flatMap((p) => p.workers().filter(isTelemetryWorker)).length;
  const writerLocks = () =>
    page.evaluate(
      async (prefix) =>
        ((await navigator.locks.query()).held ?? []).filter((lock) => lock.name?.startsWith(prefix)).length,
      WRITER_LOCK_PREFIX,
    );
  await expect
    .poll(async () => (await writerLocks()) >= workers(), {
      timeout: 15000,
      interval: 50,
      message: 'telemetry worker did not take its writer lock',
    })
    .toBe(true);
}

// Marks every persisted chunk as claimed by a drain round of `owner` until `until`, as a round that was
// mid-send would have left them (src/offMain/openChunkStore.ts).
export async function claimAllChunks(page: Page, owner: string, until: number): Promise<void> {
  await page.evaluate(
    ({ owner, until }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('site-runtime-telemetry');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('chunks', 'readwrite');
          const cursor = tx.objectStore('chunks').openCursor();
          cursor.onsuccess = () => {
            if (!cursor.result) return;
            cursor.result.update({ ...cursor.result.value, claim: { owner, until } });
            cursor.result.continue();
          };
          tx.oncomplete = () => resolve();
        };
      }),
    { owner, until },
  );
}

// Holds a drain writer's Web Lock from this page, as a live (if stalled) writer would (writerLocks.ts).
export async function holdWriterLockFrom(page: Page, writerId: string): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((held) => void navigator.locks.request(name, () => (held(), new Promise(() => undefined)))),
    'site-runtime-telemetry-writer:' + writerId,
  );
}

// Pages of this page or context run as in a browser without service workers. (Aborting sw.js with
// context.route instead leaves Playwright's interception on that registration: every later page load and
// navigation then installed a new version of the unchanged script and was held 1-6 s, which a visitor whose
// first sw.js request failed does not see.)
export async function withoutServiceWorker(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
}

// Open a page that no service worker controls and wait until its collectors and telemetry worker run.
export async function openUncontrolledPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForCollectors(page);
  await waitForTelemetryWorker(page);
}

// Every telemetry worker the pages of `context` start meets an IndexedDB that refuses every write, as on a
// phone whose disk is full (Chromium then aborts the transaction with a QuotaExceededError). Its script is
// served with a first line that makes every put throw that error; imports are hoisted, and the store touches
// IndexedDB only when called, so the line runs before any write. (Chromium's quota override over DevTools
// applies only to an origin whose usage it has not read yet, and did not refuse writes reliably; a worker
// started from a blob that imports the script resolves the worker's own relative addresses against the blob.)
// Playwright holds the beacons of a page that closes while its context routes requests: call the returned
// function to stop routing before closing a page.
export async function refuseWorkerStorage(context: BrowserContext): Promise<() => Promise<void>> {
  const pattern = '**/assets/telemetry-worker-*.js';
  await context.route(pattern, async (route) => {
    const refuse =
      "IDBObjectStore.prototype.put = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };\n";
    let response: Awaited<ReturnType<typeof route.fetch>>;
    try {
      response = await route.fetch();
    } catch {
      // The server is down (the chaos test stops it): the page meets a refused connection, as unrouted. A
      // page closed meanwhile makes the abort fail too, and there is nothing left to answer.
      return route.abort('connectionrefused').catch(() => undefined);
    }
    await route.fulfill({ response, body: refuse + (await response.text()) }).catch(() => undefined);
  });
  return () => context.unrouteAll({ behavior: 'wait' });
}

// No page-hide stash is left in the page's localStorage: neither a page's own key nor an earlier version's
// single one (src/main/telemetry/stashUnsent.ts). Self-contained, for page.evaluate and waitForFunction.
// A page that holds records in memory only keeps copies under its stash key with ':held' and ':early' while
// it is open (PageCopies.ts, HeldCopy.ts); those are no stash.
export const hasNoStash = () =>
  !Object.keys(localStorage).some(
    (key) =>
      key === 'site-telemetry:unsent' ||
      (key.startsWith('site-telemetry:unsent:') && !key.endsWith(':held') && !key.endsWith(':early')),
  );

// No key of the stash's (a page's stash, or any page's copies) holds a line carrying `marker`: once the
// server has a closed page's records, nothing of them waits to be sent again. Self-contained, for
// waitForFunction.
export const stashHasNo = (marker: string) =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('site-telemetry:unsent'))
    .every((key) => !(localStorage.getItem(key) ?? '').includes(marker));

// How many lines of the page's held copies (src/main/telemetry/HeldCopy.ts: keys of the stash's prefix
// ending ':held'; with `suffix` ':early', the copies of what the collectors' stub holds, PageCopies.ts)
// carry `marker` is `count`. Self-contained, for waitForFunction.
export const heldCopyCarries = ({
  marker,
  count,
  suffix = ':held',
}: {
  marker: string;
  count: number;
  suffix?: string;
}) => {
  const keys = Object.keys(localStorage).filter(
    (key) => key.startsWith('site-telemetry:unsent:') && key.endsWith(suffix),
  );
  const lines = keys.flatMap((key) => (localStorage.getItem(key) ?? '').split('\n'));
  return lines.filter((line) => line.includes(`"${marker}"`)).length === count;
};

// The visitor switches to another tab and back: the page is hidden and stays alive. Headless Chromium never
// hides a page, so its visibilityState reads 'hidden' for one visibilitychange event.
export async function hideForAMoment(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
}

// Pages of this context run as in a browser that cannot start the telemetry worker (no module workers).
export async function withoutWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.Worker = class {
      constructor() {
        throw new TypeError('Module workers are not supported');
      }
    } as unknown as typeof Worker;
  });
}

// How many records of `marker` the page's telemetry worker holds persisted in IndexedDB (chunks of
// records joined by commas, src/offMain/openChunkStore.ts): what "the worker persisted them" means.
export async function countPersisted(page: Page, marker: string): Promise<number> {
  return page.evaluate(
    (marker) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('site-runtime-telemetry');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('chunks')) return (db.close(), resolve(0));
          const all = db.transaction('chunks').objectStore('chunks').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const records = (all.result as Array<{ json?: string }>).flatMap((chunk) =>
              typeof chunk.json === 'string' ? (JSON.parse(`[${chunk.json}]`) as unknown[]) : [],
            );
            resolve(records.filter((record) => JSON.stringify(record).includes(marker)).length);
          };
        };
      }),
    marker,
  );
}

// Counts the page's batch requests (its worker's are the page's to Playwright) that failed without an
// answer, as with the server down or the network off: what "its first send failed" means.
export function watchFailedBatches(page: Page): () => number {
  let failed = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/telemetry/batch') failed += 1;
  });
  return () => failed;
}

// The page's own first records (page view, census) have gone out: the server answered a batch with 200
// since `batchesBefore` (readRequestCounts) and the worker holds nothing persisted.
export async function waitForOwnRecordsSent(page: Page, serverUrl: string, batchesBefore: number): Promise<void> {
  await expect.poll(() => countStoredBatches(serverUrl), { timeout: 15000 }).toBeGreaterThan(batchesBefore);
  await expect.poll(() => countPersisted(page, ''), { timeout: 15000 }).toBe(0);
}

// How many batches the server has answered with 200 so far (the harness plugin's count).
export async function countStoredBatches(serverUrl: string): Promise<number> {
  return (await readRequestCounts(serverUrl, '/api/telemetry/batch')).byStatus['200'] ?? 0;
}

// Ends the page's renderer as a crash or an out-of-memory kill would: no pagehide, no handler runs.
// `afterCrash` runs before the page is closed (Playwright waits for the routes a closing page still has).
export async function crash(page: Page, afterCrash?: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await afterCrash?.();
  await page.close();
}

// Requests of `page` matching `pattern` get no answer (a script that never arrives) until the returned
// function aborts them, or lets them and later ones through (`pass`): what the page would do with the answer
// never happens before, e.g. a page that crashes meanwhile. The page's routes go with it.
export async function holdRequests(page: Page, pattern: string): Promise<(pass?: 'pass') => Promise<void>> {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return async (pass) => {
    if (pass) await page.unroute(pattern);
    await Promise.all(held.splice(0).map((route) => (pass ? route.continue() : route.abort()).catch(() => undefined)));
  };
}
