import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

const site = useSiteServer();

describe('pictures through the image pipeline', () => {
  it('fetches the likely largest paint with high priority at the width shown, as AVIF', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    const images: { url: string; type: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/images/'))
        images.push({
          url: url.pathname + url.search,
          type: response.headers()['content-type'],
        });
    });
    await page.goto(site.server.url + '/');
    const hero = page.locator('.hero-image');
    await expect(hero.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(hero.getAttribute('loading')).resolves.toBe('eager');
    await expect(hero.getAttribute('sizes')).resolves.toBe('100vw');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
    // A 1000 px viewport at device pixel ratio 1: the 1000 px variant, in the best format the browser takes.
    expect(images.filter((image) => image.url.startsWith('/images/hero.jpg'))).toEqual([
      { url: '/images/hero.jpg?format=1000w', type: 'image/avif' },
    ]);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('?format=1000w');
    // The video poster further down waits to come near; only the hero is fetched with high priority.
    await expect(page.locator('.video-poster-image').getAttribute('loading')).resolves.toBe('lazy');
    await expect(page.locator('img[fetchpriority="high"]').count()).resolves.toBe(1);
    await page.close();
  });

  it('picks a larger variant for a phone’s dense screen', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const hero = page.locator('.hero-image');
    // 412 CSS px × 2.625 = 1082 device px: the 1500 px candidate.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('?format=1500w');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await context.close();
  });

  it("loads a gallery's slides at the width its design draws them, not the originals", async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/gallery');
    const first = page.locator('.gallery-image').first();
    await first.scrollIntoViewIfNeeded();
    // A slide across the column of a 412 px phone at 2.625: the 1500 px variant, never the 2400 px original.
    // The picture is lazy (not the page's likely largest paint): its request starts on the scroll, and a cold
    // resize on a busy machine takes seconds.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 20_000 })
      .toMatch(/\?format=\d+w$/);
    const sources = await page
      .locator('.gallery-image')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc).filter(Boolean));
    expect(sources.every((src) => /\?format=(100|300|500|750|1000|1500)w$/.test(src))).toBe(true);
    await context.close();
  });
});
