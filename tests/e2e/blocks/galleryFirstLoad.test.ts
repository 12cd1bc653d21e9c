import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { useSiteServer } from '../harness/useSiteServer';
import { observeLayoutShift } from '../harness/observeLayoutShift';
import { waitForCollectors, waitForTelemetryWorker } from '../pipeline/pageActions';
import { PHONE } from '../harness/phone';

// Issue 34: `/gallery` (every design) loads at most 90 KB gzip of JavaScript on first load with phone
// emulation, workers included, and nothing moves (CLS ≈ 0) when galleries hydrate.
const GALLERY_FIRST_LOAD_BUDGET = 90_000;
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

const site = useSiteServer();

function gzipBytes(pathnames: Iterable<string>): number {
  let sum = 0;
  for (const pathname of pathnames) {
    const file = path.join(distDir, 'client', pathname);
    expect(existsSync(file), pathname).toBe(true);
    sum += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return sum;
}

describe('/gallery on a phone', () => {
  it('downloads at most 90 KB gzip of JavaScript on first load, and nothing shifts as galleries hydrate', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const layoutShift = await observeLayoutShift(page);
    const scripts = new Set<string>();
    context.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(site.server.url + '/gallery', { waitUntil: 'load' });
    await waitForCollectors(page);
    await waitForTelemetryWorker(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const firstLoad = gzipBytes(scripts);
    expect(firstLoad, [...scripts].join(', ')).toBeLessThanOrEqual(GALLERY_FIRST_LOAD_BUDGET);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    // Scrolled through: each moving gallery hydrates where the server drew it.
    for (const design of ['slider', 'slideshow', 'carousel']) {
      const gallery = page.locator(`.block-gallery[data-design="${design}"]`);
      await gallery.scrollIntoViewIfNeeded();
      await page.waitForSelector(`.block-gallery[data-design="${design}"] .gallery-moving[data-ready="true"]`);
    }
    expect(await layoutShift()).toBeLessThanOrEqual(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    // Swiper's core and only the modules used (fade for the slideshow); never autoplay or freeMode here.
    const swiperChunks = [...scripts]
      .filter((p) => /\/(swiper|fade|autoplay|freeMode)-/.test(p))
      .map((p) => path.basename(p).split('-')[0]);
    expect(swiperChunks.sort()).toEqual(['fade', 'swiper']);
    await context.close();
  });
});
