import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';

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

const playState = (page: import('playwright-core').Page) =>
  page.locator('.block-marquee .marquee-track').evaluate((track) => getComputedStyle(track).animationPlayState);

describe('marquee (spec visitor-runtime §4)', () => {
  it('moves only while on screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    await page.goto(server.url + '/');
    await page.locator('.block-marquee').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="marquee"][data-hydrated="true"]');
    await expect.poll(() => playState(page)).toBe('running');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => playState(page)).toBe('paused');
    await page.close();
  });

  it('never moves when reduced motion is preferred', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 600 } });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.locator('.block-marquee').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="marquee"][data-hydrated="true"]');
    await page.waitForTimeout(300);
    await expect(page.locator('.block-marquee').getAttribute('data-running')).resolves.toBe('false');
    await expect(page.locator('.block-marquee .marquee-track').evaluate((t) => getComputedStyle(t).animationName)).resolves.toBe('none');
    await context.close();
  });
});
