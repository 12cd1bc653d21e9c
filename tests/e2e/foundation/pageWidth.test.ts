import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../src/shared/siteData/SiteData';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

// Nothing on any page is wider than the screen, from a small phone to a desktop: a wider page makes a
// phone widen its layout viewport, so the page shrinks and every island counts as visible at once.
const site = useSiteServer();
const demo = SiteData.parse(JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')));
const collections = new Map(demo.collections.map((c) => [c.id, c]));
// Every page, and the first item of each collection page.
const paths = demo.pages.flatMap((page) => {
  const first = page.collectionId ? collections.get(page.collectionId)?.items[0] : undefined;
  return first ? [page.path, `${page.path}/${first.urlId}`] : [page.path];
});
const DEVICES = {
  'phone 320': { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'phone 412': PHONE,
  'tablet 768': { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'desktop 1440': { viewport: { width: 1440, height: 900 } },
} as const;

describe('page width', () => {
  it.each(Object.entries(DEVICES))('no page is wider than the viewport on a %s', async (_name, device) => {
    const context = await site.browser.newContext(device);
    const page = await context.newPage();
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(site.server.url + path, { waitUntil: 'load' });
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      if (scrollWidth > device.viewport.width || viewport !== device.viewport.width)
        tooWide.push(`${path}: ${scrollWidth} px of content, layout viewport ${viewport} px`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });
});
