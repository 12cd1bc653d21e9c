import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { waitForGalleryAtRest } from '../harness/galleryAtRest';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/site.json' });

describe('a gallery below the fold', () => {
  it('loads its code only when scrolled near, then moves with next, previous and the arrow keys', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(site.server.url + '/');
    await page.waitForLoadState('networkidle');
    const galleryChunks = () => fetched.filter((p) => /\/assets\/(GalleryBlock|loadSwiper)-/.test(p));
    expect(galleryChunks()).toEqual([]);
    const gallery = page.locator('.block-gallery');
    const moving = gallery.locator('.gallery-moving');
    await expect(moving.getAttribute('data-ready')).resolves.toBe('false');

    await gallery.scrollIntoViewIfNeeded();
    await page.waitForSelector('.gallery-moving[data-ready="true"]', { timeout: 15_000 });
    expect(galleryChunks().some((p) => p.includes('GalleryBlock-'))).toBe(true);
    expect(galleryChunks().some((p) => p.includes('loadSwiper-'))).toBe(true);

    const counter = gallery.locator('.gallery-counter');
    const previous = gallery.locator('button.gallery-previous');
    const next = gallery.locator('button.gallery-next');
    await expect(counter.textContent()).resolves.toBe('1 / 4');
    // Without loop, previous is disabled on the first slide (spec media-and-reporting §4).
    await expect(previous.isDisabled()).resolves.toBe(true);

    await next.click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await expect(counter.textContent()).resolves.toBe('2 / 4');
    // With history on, the current slide is in the address as itemId.
    await expect.poll(() => new URL(page.url()).searchParams.get('itemId')).toMatch(/\/picture-2$/);

    await waitForGalleryAtRest(moving);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('2');
    await waitForGalleryAtRest(moving);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await waitForGalleryAtRest(moving);
    await previous.click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('0');
    await expect.poll(() => previous.isDisabled()).toBe(true);

    // Out of the viewport the keyboard does nothing (spec media-and-reporting §5).
    await page.evaluate(() => window.scrollTo(0, 0));
    await gallery.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          // Observers are told in the order they were made: the gallery's own has seen it leave by then.
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await page.keyboard.press('ArrowRight');
    await expectStaysFor(
      300,
      'out of the viewport, ArrowRight moves nothing',
      () => moving.getAttribute('data-index'),
      '0',
    );
    await page.close();
  });

  it('opens on the slide named by itemId', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    await page.goto(site.server.url + '/?itemId=' + encodeURIComponent(site.server.url + '/picture-3'));
    await page.locator('.block-gallery').scrollIntoViewIfNeeded();
    await page.waitForSelector('.gallery-moving[data-ready="true"]', { timeout: 15_000 });
    await expect(page.locator('.gallery-moving').getAttribute('data-index')).resolves.toBe('2');
    await page.close();
  });
});
