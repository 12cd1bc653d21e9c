import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer();

const playState = (page: import('playwright-core').Page) =>
  page.locator('.block-marquee .marquee-track').evaluate((track) => getComputedStyle(track).animationPlayState);

describe('marquee (spec visitor-runtime §4)', () => {
  it('moves only while on screen', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    await page.goto(site.server.url + '/');
    await page.locator('.block-marquee').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="marquee"][data-hydrated="true"]');
    await expect.poll(() => playState(page)).toBe('running');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => playState(page)).toBe('paused');
    await page.close();
  });

  it('never moves when reduced motion is preferred', async () => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 600 } });
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    await page.locator('.block-marquee').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="marquee"][data-hydrated="true"]');
    const running = () => page.locator('.block-marquee').getAttribute('data-running');
    await expectStaysFor(300, 'with reduced motion the marquee never starts', running, 'false');
    await expect(
      page.locator('.block-marquee .marquee-track').evaluate((t) => getComputedStyle(t).animationName),
    ).resolves.toBe('none');
    await context.close();
  });
});
