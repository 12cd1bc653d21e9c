import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { GALLERY_DESIGN_LAYOUTS } from '../../../src/shared/constants/gallery';
import { expectStaysFor, holdFor } from '../harness/holdFor';

const site = useSiteServer();

describe('gallery page without JavaScript', () => {
  it('renders every design with its first slide complete in the HTML', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(site.server.url + '/gallery');
    expect(response?.status()).toBe(200);
    for (const [design, layout] of Object.entries(GALLERY_DESIGN_LAYOUTS)) {
      const gallery = page.locator(`.block-gallery[data-design="${design}"]`);
      await expect(gallery.count(), design).resolves.toBe(1);
      await expect(gallery.getAttribute('data-layout')).resolves.toBe(layout);
      const first = gallery.locator('img.gallery-image').first();
      // Width and height are in the HTML, so the box is reserved before the picture arrives.
      expect(Number(await first.getAttribute('width')), design).toBeGreaterThan(0);
      expect(Number(await first.getAttribute('height')), design).toBeGreaterThan(0);
      // None of these galleries is among the page's first blocks (the likely largest paint, which is fetched
      // first and eagerly): every picture waits to come near, and still arrives without script.
      expect(await first.getAttribute('loading'), design).toBe('lazy');
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5000 })
        .toBe(true);
      const box = await first.boundingBox();
      expect(box?.height ?? 0, design).toBeGreaterThan(50);
    }
    // The slideshow shows one slide at a time even before any script.
    const visibleSlides = await page
      .locator('.block-gallery[data-design="slideshow"] .swiper-slide')
      .evaluateAll((slides) => slides.filter((s) => (s as HTMLElement).offsetParent !== null).length);
    expect(visibleSlides).toBe(1);
    await context.close();
  });
});

describe('gallery lightbox (spec media-and-reporting §4 and §9)', () => {
  it('opens on the clicked picture, moves with previous and next, toggles the caption and closes on Escape', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(site.server.url + '/gallery');
    const grid = page.locator('.block-gallery[data-design="grid"]');
    await grid.scrollIntoViewIfNeeded();
    // A still gallery hydrates on its first touch (spec §9 budget): the first click both loads and opens it.
    await expect(
      page.locator('[data-island="gallery"][data-block-id="gallery-grid"]').getAttribute('data-hydrate'),
    ).resolves.toBe('interaction');
    await grid.locator('button.gallery-open').nth(1).click();
    const dialog = page.locator('.gallery-lightbox');
    await dialog.waitFor();
    // Dark unless light.
    await expect(dialog.getAttribute('class')).resolves.toContain('lightbox-theme-dark');
    await expect(dialog.getAttribute('data-index')).resolves.toBe('1');
    await dialog.locator('.lightbox-next').click();
    await expect.poll(() => dialog.getAttribute('data-index')).toBe('2');
    // A second click inside the 200 ms throttle is ignored.
    await holdFor(250, "the lightbox's 200 ms click throttle runs out");
    await page.evaluate(() => {
      const next = document.querySelector<HTMLButtonElement>('.lightbox-next')!;
      next.click();
      next.click();
    });
    await expect.poll(() => dialog.getAttribute('data-index')).toBe('3');
    await holdFor(250, "the lightbox's 200 ms click throttle runs out");
    await dialog.locator('.lightbox-previous').click();
    await expect.poll(() => dialog.getAttribute('data-index')).toBe('2');
    await expect(dialog.locator('.lightbox-caption').count()).resolves.toBe(1);
    await dialog.locator('.lightbox-caption-toggle').click();
    await expect(dialog.locator('.lightbox-caption').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });
});

describe('carousel (spec media-and-reporting §4)', () => {
  it('shows 3 per view on a wide screen and 2 below 480 px, hiding nothing before or after hydration', async () => {
    for (const [width, expected] of [
      [1200, '1 / 2'],
      [420, '1 / 3'],
    ] as const) {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.server.url + '/gallery');
      const carousel = page.locator('.block-gallery[data-design="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      const visibleBefore = await carousel
        .locator('.swiper-slide')
        .evaluateAll(
          (slides) =>
            slides.filter(
              (s) => s.getBoundingClientRect().right <= s.closest('.swiper')!.getBoundingClientRect().right + 1,
            ).length,
        );
      await page.waitForSelector('.block-gallery[data-design="carousel"] .gallery-moving[data-ready="true"]');
      await expect(carousel.locator('.gallery-counter').textContent()).resolves.toBe(expected);
      const visibleAfter = await carousel
        .locator('.swiper-slide')
        .evaluateAll(
          (slides) =>
            slides.filter(
              (s) => s.getBoundingClientRect().right <= s.closest('.swiper')!.getBoundingClientRect().right + 1,
            ).length,
        );
      expect(visibleAfter, `width ${width}`).toBe(width < 480 ? 2 : 3);
      expect(visibleBefore, `width ${width}, before hydration`).toBe(visibleAfter);
      await page.close();
    }
  });
});

describe('slideshow autoplay (spec media-and-reporting §2 and §9)', () => {
  it('advances by itself every autoplay-duration seconds, ignores the arrow keys, and stays still with nomotion=true', async () => {
    for (const [query, moves] of [
      ['', true],
      ['?nomotion=true', false],
    ] as const) {
      const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
      await page.goto(site.server.url + '/gallery' + query);
      const slideshow = page.locator('.block-gallery[data-design="slideshow"] .gallery-moving');
      await slideshow.scrollIntoViewIfNeeded();
      await page.waitForSelector('.block-gallery[data-design="slideshow"] .gallery-moving[data-ready="true"]');
      // Keep the pointer away: autoplay pauses under it.
      await page.mouse.move(5, 5);
      if (moves) {
        await page.keyboard.press('ArrowRight');
        await expectStaysFor(300, 'the slideshow ignores ArrowRight', () => slideshow.getAttribute('data-index'), '0');
      }
      // autoplay-duration is 4 s on the demo slideshow.
      const index = () => slideshow.getAttribute('data-index');
      if (moves) await expect.poll(index, { timeout: 8000 }).toBe('1');
      else await expectStaysFor(5200, 'with nomotion=true the slideshow never advances', index, '0');
      await page.close();
    }
  });
});
