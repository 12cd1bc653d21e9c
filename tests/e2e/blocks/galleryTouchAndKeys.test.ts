import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { swipeByTouch } from '../harness/swipeByTouch';
import { writeGallerySite } from './writeGallerySite';
import { expectStaysFor, holdFor } from '../harness/holdFor';
import { waitForGalleryAtRest } from '../harness/galleryAtRest';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: writeGallerySite() });

describe('gallery on a phone (spec media-and-reporting §4 and §9, issue 32 point 18)', () => {
  it('lightbox: a left swipe shows the next picture, a right swipe the previous, a slow one nothing; it does not loop; Back closes it and stays on the page', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/lightbox');
    const start = page.url();
    await page.locator('button.gallery-open').nth(0).tap();
    const dialog = page.locator('.gallery-lightbox');
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-index')).resolves.toBe('0');
    // A right swipe must never become the browser's Back: the page keeps the sideways overscroll.
    const styles = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).overscrollBehaviorX,
      dialog: getComputedStyle(document.querySelector('.gallery-lightbox')!).touchAction,
    }));
    expect(styles.html).toBe('contain');
    expect(styles.dialog).toBe('pan-y pinch-zoom');
    // On a phone it does not loop: previous is disabled on the first picture, and a right swipe stays.
    await expect(dialog.locator('.lightbox-previous').isDisabled()).resolves.toBe(true);
    await swipeByTouch(page, { x: 100, y: 400 }, 200, 50);
    await expectStaysFor(300, 'no picture before the first', () => dialog.getAttribute('data-index'), '0');
    await swipeByTouch(page, { x: 300, y: 400 }, -200, 50);
    await expect.poll(() => dialog.getAttribute('data-index')).toBe('1');
    await holdFor(250, "the lightbox's 200 ms throttle runs out");
    // Too slow (over 250 ms) is not a swipe; too short (under 50 px) neither.
    await swipeByTouch(page, { x: 300, y: 400 }, -200, 450);
    await swipeByTouch(page, { x: 300, y: 400 }, -40, 100);
    await expectStaysFor(300, 'slow and short swipes move nothing', () => dialog.getAttribute('data-index'), '1');
    await swipeByTouch(page, { x: 100, y: 400 }, 200, 50);
    await expect.poll(() => dialog.getAttribute('data-index')).toBe('0');
    // The picture came through the script image loader, at a served width.
    await expect
      .poll(() =>
        dialog.locator('img.gallery-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(start);
    await context.close();
  });

  it('slideshow: swipes move it by the spec thresholds; its linked thumbnails keep the same index', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/swipe');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    const box = (await page.locator('.gallery-moving .swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    await swipeByTouch(page, { x: box.x + box.width - 40, y }, -150, 50);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await expect(page.locator('.gallery-thumbnail[aria-current="true"]').getAttribute('aria-label')).resolves.toBe(
      'Show Picture 2',
    );
    await waitForGalleryAtRest(moving);
    await swipeByTouch(page, { x: box.x + 40, y }, 150, 400);
    await expectStaysFor(400, 'a 400 ms drag is not a swipe', () => moving.getAttribute('data-index'), '1');
    // A thumbnail chosen moves the slideshow.
    await page.locator('.gallery-thumbnail').nth(3).tap();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('3');
    await expect.poll(() => new URL(page.url()).searchParams.get('itemId')).toMatch(/\/swipe-4$/);
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(412);
    await context.close();
  });

  it('autoplay does not pause for a finger resting on it', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/autoplay');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    await page.locator('.gallery-moving .swiper').tap();
    await expect(moving.getAttribute('data-autoplay')).resolves.toBe('running');
    await expect.poll(() => moving.getAttribute('data-index'), { timeout: 4000 }).not.toBe('0');
    await context.close();
  });
});

describe('gallery with mouse and keyboard (spec media-and-reporting §4, §5 and §9)', () => {
  it('slideshow click by half, disabled ends without loop, keys ignored while typing', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    const box = (await page.locator('.gallery-moving .swiper').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await waitForGalleryAtRest(moving);
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('0');
    await waitForGalleryAtRest(moving);
    // At the first slide without loop: previous signals reachedBeginning and stays.
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect.poll(() => moving.getAttribute('data-signal')).toBe('reachedBeginning');
    await expect(moving.getAttribute('data-index')).resolves.toBe('0');
    // Keys are ignored while editing text.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing';
      document.body.prepend(input);
    });
    await page.focus('#typing');
    await page.keyboard.press('ArrowRight');
    await expectStaysFor(300, 'typing in a field moves nothing', () => moving.getAttribute('data-index'), '0');
    await page.evaluate(() => document.querySelector<HTMLInputElement>('#typing')!.blur());
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    // A key pressed while it moves is ignored.
    await page.keyboard.press('ArrowRight');
    await expectStaysFor(300, 'in motion, ArrowRight is ignored', () => moving.getAttribute('data-index'), '1');
    await page.close();
  });

  it('autoplay pauses under the mouse, where the arrow keys work, and resumes after', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/autoplay');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    await page.locator('.gallery-moving .swiper').hover();
    await expect.poll(() => moving.getAttribute('data-autoplay')).toBe('paused');
    const at = await moving.getAttribute('data-index');
    await expectStaysFor(1500, 'paused under the pointer', () => moving.getAttribute('data-index'), at);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => moving.getAttribute('data-index')).not.toBe(at);
    await page.mouse.move(1, 1);
    await expect.poll(() => moving.getAttribute('data-autoplay')).toBe('running');
    await page.close();
  });

  it('strip: a click on another slide makes it current, on the active one does previous; Enter activates one', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/strip');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    const slides = page.locator('.swiper-slide');
    await slides.nth(2).click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('2');
    await waitForGalleryAtRest(moving);
    await slides.nth(2).click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await waitForGalleryAtRest(moving);
    await slides.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('0');
    await page.close();
  });

  it('lightbox: focus trapped inside and given back to the opener; Back closes it first', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/lightbox');
    const opener = page.locator('button.gallery-open').nth(2);
    await opener.click();
    const dialog = page.locator('.gallery-lightbox');
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-loop')).resolves.toBe('true');
    // Dark unless light; overlay at 0.95 fading in over 0.3 s; pictures change in 0.6 s.
    const look = await dialog.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      fade: getComputedStyle(el).animationDuration,
      speed: getComputedStyle(el.querySelector('.lightbox-figure')!).animationDuration,
      theme: el.className,
    }));
    expect(look).toEqual({
      background: 'rgba(17, 17, 17, 0.95)',
      fade: '0.3s',
      speed: '0.6s',
      theme: 'gallery-lightbox lightbox-theme-dark',
    });
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => !!document.activeElement?.closest('.gallery-lightbox'))).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await opener.click();
    await dialog.waitFor();
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/lightbox');
    await page.close();
  });

  it('meta overlay: placed by meta-position; text taller than 0.9 of the slide capped at 0.4 and marked', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/meta');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    const meta = page.locator('.swiper-slide').first().locator('.gallery-meta');
    await expect.poll(() => meta.getAttribute('data-overflow')).toBe('true');
    const { metaBox, slideBox } = await meta.evaluate((el) => ({
      metaBox: el.getBoundingClientRect().toJSON() as DOMRect,
      slideBox: el.closest('.gallery-figure')!.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(metaBox.height).toBeLessThanOrEqual(Math.floor(slideBox.height * 0.4) + 1);
    expect(Math.abs(metaBox.top - slideBox.top)).toBeLessThan(2);
    await page.close();
  });

  it('a still gallery without lightbox is plain HTML: no island, no script', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (/GalleryBlock-|client-/.test(r.url())) scripts.push(r.url());
    });
    await page.goto(site.server.url + '/still');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-island="gallery"]').count()).resolves.toBe(0);
    expect(scripts).toEqual([]);
    await page.close();
  });
});

describe('slideshow transitions and the carousel (spec media-and-reporting §4, §5 and §9)', () => {
  it('newSwipe: a drag past half the width settles on the next slide; a hard boundary holds the first', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/newswipe');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    await expect(moving.getAttribute('class')).resolves.toContain('gallery-transition-newSwipe');
    const box = (await page.locator('.gallery-moving .swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    // Past the first slide's start nothing gives (hard boundary): the wrapper stays at 0.
    await swipeByTouch(page, { x: box.x + 40, y }, 200, 300);
    await expectStaysFor(400, 'a hard boundary at the start', () => moving.getAttribute('data-index'), '0');
    await expect(
      page
        .locator('.gallery-moving .swiper-wrapper')
        .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41),
    ).resolves.toBe(0);
    await swipeByTouch(page, { x: box.x + box.width - 20, y }, -(box.width * 0.8), 700);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await waitForGalleryAtRest(moving);
    // A short drag (well under half the width) but faster than 1 px/ms also moves it.
    await swipeByTouch(page, { x: box.x + box.width - 20, y }, -170, 20);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('2');
    await waitForGalleryAtRest(moving);
    // A short slow drag does not.
    await swipeByTouch(page, { x: box.x + box.width - 20, y }, -120, 600);
    await expectStaysFor(600, 'a short slow drag goes back', () => moving.getAttribute('data-index'), '2');
    await context.close();
  });

  it('scroll: vertical slides, moved by the controls', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/vertical');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    await expect(page.locator('.gallery-moving .swiper').getAttribute('class')).resolves.toContain('swiper-vertical');
    const tops = await page
      .locator('.gallery-moving .swiper-slide')
      .evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().top));
    expect(tops[1]!).toBeGreaterThan(tops[0]!);
    await page.locator('button.gallery-next').click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await page.close();
  });

  it('carousel: the group index is kept in proportion when slidesPerRow drops on resize', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(site.server.url + '/carousel');
    // A carousel whose slides all fit in one view has no previous and next.
    await page.waitForSelector('#block-carousel-fit .gallery-moving[data-ready="true"]');
    await expect(page.locator('#block-carousel-fit .gallery-controls').count()).resolves.toBe(0);
    const counter = page.locator('#block-carousel-g .gallery-counter');
    await page.waitForSelector('#block-carousel-g .gallery-moving[data-ready="true"]');
    await expect(counter.textContent()).resolves.toBe('1 / 2');
    await page.locator('#block-carousel-g button.gallery-next').click();
    await expect.poll(() => counter.textContent()).toBe('2 / 2');
    // 3 per row → 2 per row: group 1 of 3-per-row (slides 4–6) becomes group 1 of 2-per-row (slides 3–4).
    await page.setViewportSize({ width: 420, height: 800 });
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    await page.close();
  });
});
