import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { distDir } from '../harness/startServer';
import { makeNextDeploy, removeDeploys } from '../harness/makeNextDeploy';
import { openControlledPage, trackRecords, waitForTelemetryWorker } from './pageActions';
import { sendContactForm } from '../forms/formPages';
import { range, readRows, waitForStored } from './storedRecords';
import { expectStaysFor } from '../harness/holdFor';

// A deploy while visitors browse: the server comes back with a new build (a new service worker, every chunk
// renamed; the old chunks gone, or kept as npm run build keeps them), and pages loaded before it stay open.
const site = useSiteServer();
afterAll(removeDeploys);

// The server comes back with the next build (kept beside the earlier one's files with `keep`); returns its directory.
async function deploy(version: string, keep?: string): Promise<string> {
  const dir = makeNextDeploy(distDir, version, { keep });
  await site.server.restart({ DIST_DIR: dir });
  return dir;
}

const findLoaded = (pattern: string) =>
  performance.getEntriesByType('resource').find((e) => new RegExp(pattern).test(e.name))?.name ?? null;

describe('a deploy while pages are open', () => {
  it('the new service worker takes over, and a page loaded before the deploy still delivers every record once', async () => {
    const context = await site.browser.newContext();
    const before = await context.newPage();
    await openControlledPage(before, site.server.url + '/');
    await waitForTelemetryWorker(before);
    await before.evaluate(() =>
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => ((window as { controllerChanged?: boolean }).controllerChanged = true),
      ),
    );
    await trackRecords(before, 'deploy', 0, 30);
    const oldChunk = await before.evaluate(findLoaded, 'connectTelemetryWorker-[^/]*\\.js$');

    await deploy('v2');
    const after = await context.newPage();
    await openControlledPage(after, site.server.url + '/gallery');
    // The new service worker activated and claimed the page loaded before it.
    await before.waitForFunction(
      () => (window as { controllerChanged?: boolean }).controllerChanged === true,
      undefined,
      { timeout: 15000 },
    );
    const newChunk = await after.evaluate(findLoaded, 'connectTelemetryWorker-[^/]*\\.js$');
    expect(newChunk).not.toBe(oldChunk);
    expect((await fetch(oldChunk!)).status).toBe(404);

    await trackRecords(before, 'deploy', 30, 30);
    await trackRecords(after, 'deploy', 60, 30);
    await before.close({ runBeforeUnload: true });
    await after.close({ runBeforeUnload: true });
    const stored = await waitForStored(site.server.databaseFile, 'deploy', 90);
    expect(stored.indexes).toEqual(range(90));
    await context.close();
  });

  it('a page whose collectors and telemetry worker could not load after a deploy sends its records while it stays open, and once', async () => {
    const loadedFrom = await deploy('v3');
    // No service worker here, so the page's requests meet page.route and the server alone answers them.
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const stale = await context.newPage();
    const warnings: string[] = [];
    stale.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    // The chunks the page loads after its load event wait for the deploy. Then the collectors' chunk is gone
    // (404), and the worker connection's chunk arrives as the old deploy's, from a cache, say: the worker
    // script it starts is gone.
    const chunks = /\/assets\/(runCollectors|connectTelemetryWorker)-[^/]*\.js$/;
    const requested = new Set<string>();
    let deployed = () => undefined as void;
    const afterDeploy = new Promise<void>((resolve) => (deployed = resolve));
    const answered: number[] = [];
    await stale.route(chunks, async (route) => {
      const name = path.basename(new URL(route.request().url()).pathname);
      requested.add(name);
      await afterDeploy;
      if (name.startsWith('runCollectors-')) {
        const response = await route.fetch();
        answered.push(response.status());
        return route.fulfill({ response });
      }
      await route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(loadedFrom, 'client/assets', name)),
      });
    });
    await stale.goto(site.server.url + '/store');
    await stale.waitForFunction(() => window.SiteRuntime !== undefined);
    await trackRecords(stale, 'stale-deploy', 0, 20);
    await expect.poll(() => requested.size, { timeout: 15000 }).toBe(2);

    await deploy('v4');
    deployed();
    await expect.poll(() => answered).toEqual([404]);
    await expect.poll(() => warnings.join('\n')).toContain('Could not load the collectors');
    // Before the page closes: Playwright holds every request of a routed page, its beacons too, and a
    // closed page's held requests are never let go.
    await stale.unroute(chunks);
    // The worker's error ends the facade's wait for it (connectTelemetryWorker).
    await expect.poll(() => warnings.join('\n')).toContain('Telemetry worker did not start');
    await trackRecords(stale, 'stale-deploy', 20, 20);
    // Chromium keeps a failed import() failed for the page's life: the collectors' stub lets go of what it
    // held, built on the main thread, and the facade sends what it holds by beacon at each failed try of its
    // worker (1 s doubling). Before, all of it waited for the page to be hidden.
    const whileOpen = await waitForStored(site.server.databaseFile, 'stale-deploy', 40);
    expect(whileOpen.indexes).toEqual(range(40));
    await trackRecords(stale, 'stale-deploy', 40, 5);
    await stale.close({ runBeforeUnload: true });
    const stored = await waitForStored(site.server.databaseFile, 'stale-deploy', 45);
    expect(stored.indexes).toEqual(range(45));
    await context.close();
  });

  it('a page loaded before a deploy still brings its form to life and sends it: the build keeps the earlier files', async () => {
    const loadedFrom = await deploy('v5');
    // A phone's window, so that the form (hydrated when it comes within 200px of the viewport) waits for the
    // visitor to scroll; its code is not loaded until then.
    const context = await site.browser.newContext({ viewport: { width: 390, height: 300 } });
    const page = await context.newPage();
    await page.goto(site.server.url + '/contact', { waitUntil: 'load' });
    await expectStaysFor(
      1000,
      'the form below the fold loads no code before the visitor scrolls',
      () => page.evaluate(findLoaded, 'FormBlock-'),
      null,
    );

    await deploy('v6', loadedFrom);
    await page.locator('[data-island="form"]').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="form"][data-hydrated="true"]', { timeout: 15000 });
    // The chunk the page loaded is the earlier deploy's, which the new one kept.
    const formChunk = await page.evaluate(findLoaded, 'FormBlock-[^/]*\\.js$');
    expect(path.basename(formChunk!)).toMatch(/^FormBlock-v5/);
    await sendContactForm(page, 'Sent across a deploy.');
    expect(
      readRows(
        site.server.databaseFile,
        "select form_id from form_submissions where values_json like '%across a deploy%'",
      ),
    ).toEqual([{ form_id: 'contact' }]);
    await context.close();
  });
});
