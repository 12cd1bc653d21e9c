import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { swipeByTouch } from '../harness/swipeByTouch';
import { writeGallerySite } from './writeGallerySite';
import { expectStaysFor } from '../harness/holdFor';
import { waitForGalleryAtRest } from '../harness/galleryAtRest';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: writeGallerySite() });

// Where the slideshow rests: the wrapper's translation, in px.
const wrapperX = (page: Page) =>
  page
    .locator('.gallery-moving .swiper-wrapper')
    .evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41));

// Serves `path` with its HTML changed by `edit` on the way to the browser: the gallery's block data as the
// page carries it (island props), spoiled the way a damaged page would be.
async function openEdited(page: Page, path: string, edit: (props: Record<string, Record<string, unknown>>) => void) {
  await page.route(site.server.url + path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const edited = html.replace(
      /(<script type="application\/json" id="island-props">)([\s\S]*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) => {
        const props = JSON.parse(json) as Record<string, Record<string, unknown>>;
        edit(props);
        return open + JSON.stringify(props).replace(/</g, '\\u003c') + close;
      },
    );
    expect(edited).not.toBe(html);
    await route.fulfill({ response, body: edited });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(site.server.url + path);
  return errors;
}

describe("the page's likely largest paint (issue 34: /gallery LCP)", () => {
  it('a gallery that opens the page fetches its first picture first and eagerly; the others wait', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + '/');
    const images = page.locator('.block-gallery img.gallery-image');
    await expect(images.first().getAttribute('loading')).resolves.toBe('eager');
    await expect(images.first().getAttribute('fetchpriority')).resolves.toBe('high');
    const rest = await images.evaluateAll((all) => all.slice(1).map((img) => img.getAttribute('loading')));
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
    await page.close();
  });
});

describe('strip alignment (spec media-and-reporting §4 and §5)', () => {
  it.each([
    ['/strip', 'left', 'start'],
    ['/strip-middle', 'center', 'middle'],
    ['/strip-end', 'right', 'end'],
  ])('%s (%s): the current slide rests at the strip’s %s', async (path, _setting, alignment) => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(site.server.url + path);
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    await expect(moving.getAttribute('class')).resolves.toContain(`gallery-align-${alignment}`);
    // How far the current slide is from the strip's start, middle or end, in px (0 where it belongs).
    const offset = () =>
      page.evaluate((align) => {
        const strip = document.querySelector('.gallery-moving .swiper')!.getBoundingClientRect();
        const slide = document.querySelector('.gallery-moving .swiper-slide[aria-current="true"]')!;
        const box = slide.getBoundingClientRect();
        if (align === 'start') return Math.abs(box.left - strip.left);
        if (align === 'end') return Math.abs(box.right - strip.right);
        return Math.abs(box.left + box.width / 2 - (strip.left + strip.width / 2));
      }, alignment);
    await expect.poll(offset).toBeLessThan(1);
    await page.locator('button.gallery-next').click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await expect.poll(offset).toBeLessThan(1);
    // In place is not yet done moving: a change is refused until the strip's transition has ended.
    await waitForGalleryAtRest(moving);
    await page.locator('button.gallery-next').click();
    await expect.poll(() => moving.getAttribute('data-index')).toBe('2');
    await expect.poll(offset).toBeLessThan(1);
    // Still so when the strip is laid out again at another width.
    await page.setViewportSize({ width: 820, height: 800 });
    await expect.poll(offset).toBeLessThan(1);
    await page.close();
  });
});

describe('newSwipe snap points (spec media-and-reporting §5 and §9)', () => {
  it('"50%": a drag comes to rest half-way into a slide; short slow drags fall back, a flick goes on', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/newswipe-half');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-ready="true"]');
    const box = (await page.locator('.gallery-moving .swiper').boundingBox())!;
    const width = box.width;
    const y = box.y + box.height / 2;
    const start = { x: box.x + box.width - 20, y };
    // A slow drag of under half a slide passes the half-way point's half: it rests at 50 % of the first slide.
    await swipeByTouch(page, start, -(box.width * 0.45), 700);
    const half = async () => Math.abs((await wrapperX(page)) + width / 2);
    await expect.poll(half).toBeLessThanOrEqual(1);
    // A slow drag of a fifth of the slide covers less than half the gap to the next resting place: back.
    await swipeByTouch(page, start, -(box.width * 0.2), 700);
    await expect.poll(half).toBeLessThanOrEqual(1);
    await expectStaysFor(500, 'it falls back to 50 % and stays', async () => (await half()) <= 1, true);
    // A flick faster than 1 px/ms goes on to the next resting place: the second slide's start.
    await swipeByTouch(page, start, -80, 30);
    await expect.poll(async () => Math.abs((await wrapperX(page)) + width)).toBeLessThanOrEqual(1);
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await context.close();
  });
});

describe('gallery block data read from the page (spec media-and-reporting §3 and §8)', () => {
  it('data that cannot be decoded logs the spec message; that gallery keeps its HTML, the next one works', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors = await openEdited(page, '/carousel', (props) => {
      // Cut off mid-way, as a truncated page would carry it.
      const json = String(props['carousel-g']!.json);
      props['carousel-g']!.json = json.slice(0, json.length / 2);
    });
    const spoiled = page.locator('#block-carousel-g');
    const sound = page.locator('#block-carousel-fit');
    const decodeErrors = () => errors.filter((e) => /gallery block data/.test(e));
    await expect.poll(() => decodeErrors().length, { timeout: 15_000 }).toBe(1);
    // The console line: the spec's message, then the parser's own error.
    expect(decodeErrors()[0]).toMatch(/^Error decoding gallery block data\. SyntaxError/);
    await expect
      .poll(() => sound.locator('.gallery-moving').getAttribute('data-ready'), { timeout: 15_000 })
      .toBe('true');
    // Hydrated, but with the server's HTML left as it was: its six pictures, nothing started.
    await expect.poll(() => spoiled.getAttribute('data-hydrated')).toBe('true');
    await expect(spoiled.locator('.gallery-moving').getAttribute('data-ready')).resolves.toBe('false');
    await expect(spoiled.locator('img.gallery-image').count()).resolves.toBe(6);
    await expect(spoiled.locator('img.gallery-image').first().isVisible()).resolves.toBe(true);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });

  it('JSON that is not a gallery this runtime can draw logs the evaluate message; the page goes on', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors = await openEdited(page, '/carousel', (props) => {
      const data = JSON.parse(String(props['carousel-g']!.json)) as Record<string, unknown>;
      props['carousel-g']!.json = JSON.stringify({ ...data, design: 'masonry' });
    });
    await expect
      .poll(() => page.locator('#block-carousel-fit .gallery-moving').getAttribute('data-ready'), { timeout: 15_000 })
      .toBe('true');
    await expect
      .poll(() => errors.some((e) => e.startsWith('Error evaluating gallery block data.')), { timeout: 15_000 })
      .toBe(true);
    expect(errors.join('\n')).toContain('These are not the gallery designs you are looking for masonry');
    await expect(page.locator('#block-carousel-g img.gallery-image').count()).resolves.toBe(6);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });
});

// A seeded generator put in place of Math.random before any of the page's code runs: the page's own
// autoplay draws from it, so the order is random yet the same on every run.
const SEEDED_RANDOM = `(() => {
  let seed = 20261126;
  window.__randomCalls = 0;
  Math.random = () => {
    window.__randomCalls += 1;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

describe('random autoplay (spec media-and-reporting §4)', () => {
  it('moves to a random other slide each time, not in order, and comes round to every slide', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.addInitScript(SEEDED_RANDOM);
    await page.goto(site.server.url + '/random');
    await page.waitForSelector('.gallery-moving[data-autoplay="running"]');
    const count = await page.locator('.gallery-moving .swiper-slide').count();
    // Every index the slideshow shows, in order, as it shows it.
    await page.evaluate(() => {
      const moving = document.querySelector<HTMLElement>('.gallery-moving')!;
      const seen = [Number(moving.dataset.index)];
      (window as unknown as { __seen: number[] }).__seen = seen;
      new MutationObserver(() => {
        const index = Number(moving.dataset.index);
        if (index !== seen[seen.length - 1]) seen.push(index);
      }).observe(moving, { attributes: true, attributeFilter: ['data-index'] });
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: number[] }).__seen);
    await expect.poll(async () => new Set(await seen()).size, { timeout: 20_000 }).toBe(count);
    const order = await seen();
    const steps = order.slice(1).map((index, i) => (index - order[i]! + count) % count);
    // Never the same slide twice running; not one step forward every time.
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps.some((step) => step !== 1)).toBe(true);
    // The order came from Math.random, once per move.
    const calls = await page.evaluate(() => (window as unknown as { __randomCalls: number }).__randomCalls);
    expect(calls).toBeGreaterThanOrEqual(steps.length);
    await page.close();
  });

  it('with Math.random always 0 the same code moves one slide forward each time', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.addInitScript('Math.random = () => 0;');
    await page.goto(site.server.url + '/random');
    const moving = page.locator('.gallery-moving');
    await page.waitForSelector('.gallery-moving[data-autoplay="running"]');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('1');
    await expect.poll(() => moving.getAttribute('data-index')).toBe('2');
    await page.close();
  });
});
