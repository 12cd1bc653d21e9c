import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { openControlledPage, trackRecords, waitForCollectors } from './pageActions';
import { range, waitForStored } from './storedRecords';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('telemetry survives the page going away', () => {
  it('stores every record once when the tab is closed right after recording', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await trackRecords(page, 'tab-close', 0, 50);
    await page.close();
    const stored = await waitForStored(server.databaseFile, 'tab-close', 50);
    expect(stored.indexes).toEqual(range(50));
    await context.close();
  });

  it('holds records on the main thread when the worker cannot start, and beacons them on close', async () => {
    // No service worker and a worker script that fails to load (a blocked or broken asset): the facade
    // keeps what it stamped and only its page-hide beacon can deliver it.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.route('**/telemetry-worker-*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await waitForCollectors(page);
    await trackRecords(page, 'no-worker', 0, 20);
    await page.close();
    const stored = await waitForStored(server.databaseFile, 'no-worker', 20);
    expect(stored.indexes).toEqual(range(20));
    await context.close();
  });

  it('stores records made across a navigation to another page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, server.url + '/');
    await trackRecords(page, 'navigation', 0, 30);
    await page.goto(server.url + '/no/such/page');
    await waitForCollectors(page);
    await trackRecords(page, 'navigation', 30, 30);
    await page.close();
    const stored = await waitForStored(server.databaseFile, 'navigation', 60);
    expect(stored.indexes).toEqual(range(60));
    await context.close();
  });
});
