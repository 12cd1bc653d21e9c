import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { createOwner, logIn } from './ownerSession';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createOwner(server, 'admin@example.com', ['ADMIN']);
  await createOwner(server, 'editor@example.com', ['EDITOR']);
  // Records through the real batch endpoint: two drop reports, one of them sent twice, and one invalid.
  const now = Date.now();
  const drop = (id: string, count: number) => ({
    id,
    kind: 'drop',
    sessionId: 's-e2e',
    seq: 1,
    time: now,
    pagePath: '/',
    payload: { reason: 'queue-full', count },
  });
  for (const records of [
    [drop('e2e-1', 4), drop('e2e-2', 2)],
    [drop('e2e-2', 2), { ...drop('e2e-3', 1), payload: { reason: 'no such reason', count: 1 } }],
  ]) {
    const response = await fetch(server.url + '/api/telemetry/batch', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ records }),
    });
    expect(response.status).toBeLessThan(300);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('telemetry inspector', () => {
  it('shows an ADMIN every section, and the inspector draws its chart from the stored records', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    await logIn(context, server, 'admin@example.com');
    const page = await context.newPage();
    const response = await page.goto(server.url + '/config/?frameUrl=%2F');
    expect(response?.status()).toBe(200);
    await expect(page.locator('nav.config-nav a').allTextContents()).resolves.toEqual([
      'Site',
      'Form submissions',
      'Telemetry inspector',
      'Orders',
      'Product reviews',
      'Outgoing email',
      'Content',
    ]);
    await expect(page.locator('iframe.config-site-frame').getAttribute('src')).resolves.toBe('/');

    await page.click('nav.config-nav a[data-section="inspector"]');
    await page.waitForURL(/\/config\/inspector/);
    const chart = page.locator('[data-testid="series-panel"] .config-chart[data-rendered="true"]');
    await chart.waitFor();
    await expect(chart.locator('canvas').count()).resolves.toBe(1);
    await expect(chart.locator('.u-legend').textContent()).resolves.toContain('drop');

    const pipeline = page.locator('[data-testid="pipeline-panel"]');
    await pipeline.locator('dl').waitFor();
    const figures = Object.fromEntries(
      await pipeline
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
        ),
    );
    // The pages this browser opened send their own telemetry too, so these are at least the seeded ones.
    expect(Number(figures['Batches received'])).toBeGreaterThanOrEqual(2);
    expect(Number(figures['Duplicates dropped'])).toBeGreaterThanOrEqual(1);
    expect(Number(figures['Records rejected'])).toBeGreaterThanOrEqual(1);
    await expect(
      pipeline
        .getByRole('row', { name: /^drop / })
        .first()
        .textContent(),
    ).resolves.toMatch(/drop/);
    // The browsers' drop reports, summed by reason: 4 + 2 (the resent copy is stored once).
    await expect(
      pipeline
        .getByRole('row', { name: /queue-full/ })
        .last()
        .textContent(),
    ).resolves.toContain('6');

    // The export link downloads the stored records as NDJSON, each seeded id once.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('telemetry-export').click()]);
    const ids = (await readFile(await download.path(), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids.filter((id) => id.startsWith('e2e-')).sort()).toEqual(['e2e-1', 'e2e-2']);
    await context.close();
  });

  it('answers 403 to an owner without REPORTING, for the page and the API', async () => {
    const context = await browser.newContext();
    await logIn(context, server, 'editor@example.com');
    const page = await context.newPage();
    const response = await page.goto(server.url + '/config/inspector');
    expect(response?.status()).toBe(403);
    await expect(page.locator('.config-denied').textContent()).resolves.toContain('telemetry inspector');
    await expect(page.locator('nav.config-nav a[data-section="inspector"]').count()).resolves.toBe(0);
    const api = await page.request.get(server.url + '/api/config/inspector/series');
    expect(api.status()).toBe(403);
    expect((await page.request.get(server.url + '/api/telemetry/export')).status()).toBe(403);
    await context.close();
  });

  it('logs out from the configuration area to the framed page with logout=true, ending the session', async () => {
    const context = await browser.newContext();
    await logIn(context, server, 'admin@example.com');
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(server.url + '/config/inspector?frameUrl=%2Fshop');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/config'));
    expect(visited.some((url) => url.startsWith(`${server.url}/shop?logout=true`))).toBe(true);
    expect((await page.request.get(server.url + '/config/')).status()).toBe(401);
    await context.close();
  });

  it('answers 401 to the inspector API without a login', async () => {
    const response = await fetch(server.url + '/api/config/inspector/overview');
    expect(response.status).toBe(401);
  });
});
