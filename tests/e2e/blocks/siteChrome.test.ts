import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });

const infoBarShown = (page: Page) => page.locator('.mobile-info-bar').isVisible();

describe('mobile information bar, badge, announcement bar (spec visitor-runtime §2, §3, §9)', () => {
  it('shows the mobile information bar at 1024 px wide or less, never above', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 800 } });
    await page.goto(site.server.url + '/cafe');
    await expect(infoBarShown(page)).resolves.toBe(true);
    await expect(page.locator('.mobile-info-bar').getAttribute('class')).resolves.toContain('mobile-info-bar--dark');
    await expect(page.locator('.mobile-info-bar a[href="tel:+441234567890"]').count()).resolves.toBe(1);
    await expect(page.locator('.mobile-info-bar a[href="mailto:hello@cafe.example"]').count()).resolves.toBe(1);
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect.poll(() => infoBarShown(page)).toBe(false);
    await page.close();
  });

  it('keeps the bar at the bottom of a phone screen without widening the page', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/cafe');
    const box = await page.locator('.mobile-info-bar').boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(823);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(412);
    await context.close();
  });

  it('shows the badge in its colour and the announcement bar above the header', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/');
    await expect(page.locator('.site-badge').getAttribute('class')).resolves.toContain('site-badge--white');
    const order = await page.evaluate(() => {
      const bar = document.querySelector('.announcement-bar')!;
      const header = document.querySelector('header')!;
      return bar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await expect(page.getByRole('link', { name: 'Open on bank holidays' }).getAttribute('href')).resolves.toBe('/cafe');
    await page.close();
  });

  it('puts the cookie banner in the announcement-bar dropzone, in the flow, when configured', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const banner = page.locator('#announcement-bar-dropzone .cookie-banner');
    await expect.poll(() => banner.count()).toBe(1);
    await expect(banner.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('static');
    await expect(banner.innerText()).resolves.toContain('Cookies help us run the café site.');
    await context.close();
  });
});
