import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { createOwner, logIn } from './ownerSession';
import { PHONE } from '../harness/phone';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createOwner(server, 'content-editor@example.com', ['EDITOR']);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('/config/content (spec visitor-runtime §4: workflow labels)', () => {
  it("shows an editor every item with its workflow label, on a phone's width too", async () => {
    const context = await browser.newContext(PHONE);
    await logIn(context, server, 'content-editor@example.com');
    const page = await context.newPage();
    await page.goto(server.url + '/config/');
    await page.getByRole('link', { name: 'Content' }).click();
    await page.waitForURL(/\/config\/content/);
    const journal = page.getByRole('region', { name: 'Journal' });
    const draft = journal.locator('.content-item', { hasText: 'Summer plans' });
    await expect.poll(() => draft.locator('.workflow-label').textContent()).toBe('Hidden');
    const labels = await journal.locator('.workflow-label').allTextContents();
    expect(labels.filter((l) => l === 'Available').length).toBe(labels.length - 1);
    // A published item opens in the site frame at its address.
    const published = journal.locator('.content-item a').first();
    expect(await published.getAttribute('href')).toMatch(/^\/config\/\?frameUrl=%2Fblog%2F/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await context.close();
  });
});
