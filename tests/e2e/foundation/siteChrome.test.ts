import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

// The site's header, footer and back links as a visitor meets them: a menu button on a phone (the header's
// links wrapped onto two lines before), the inline navigation on a desktop, footer links in the site's
// colours, the back link in the content's column and controls in the site's font.
const site = useSiteServer();
const SMALL_PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function open(device: BrowserContextOptions, path = '/') {
  const context = await site.browser.newContext(device);
  const page = await context.newPage();
  await page.goto(site.server.url + path, { waitUntil: 'load' });
  return { context, page };
}

// The vertical middles of the header's visible parts: one line when they all agree.
async function headerRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!;
    const middles = [...header.querySelectorAll<HTMLElement>('.site-title, .site-menu-button, .cart-indicator, nav a')]
      .filter((element) => element.getClientRects().length > 0 && element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return Math.round((box.top + box.bottom) / 2);
      });
    // Parts of one line are centred within a few pixels of each other; a second line is a line-height away.
    middles.sort((a, b) => a - b);
    return middles.filter((middle, index) => index === 0 || middle - middles[index - 1]! > 12).length;
  });
}

async function expectNothingWider(page: Page, width: number) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths).toEqual({ page: width, view: width });
}

describe('the header on a phone', () => {
  it.each([
    ['412 px', PHONE],
    ['320 px', SMALL_PHONE],
  ] as const)('is one line with a menu button that opens the navigation (%s)', async (_name, device) => {
    const { context, page } = await open(device);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(nav.isVisible()).resolves.toBe(false);
    expect(await headerRows(page)).toBe(1);
    await expectNothingWider(page, device.viewport.width);

    await button.click();
    await expect(nav.isVisible()).resolves.toBe(true);
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(device.viewport.width);
    }
    await expectNothingWider(page, device.viewport.width);
    await Promise.all([page.waitForURL('**/store'), nav.getByRole('link', { name: 'Store' }).click()]);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('opens by keyboard, takes focus in, and closes on Escape with focus back on the button', async () => {
    const { context, page } = await open(PHONE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await page.keyboard.press('Escape');
    await expect(nav.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('site-menu-button');
    // The Close button and a tap outside close it too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.mouse.click(20, 400);
    await expect(nav.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('works without JavaScript', async () => {
    const { context, page } = await open({ ...PHONE, javaScriptEnabled: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.isVisible()).resolves.toBe(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill('mug');
    await Promise.all([page.waitForURL('**/search?q=mug'), page.keyboard.press('Enter')]);
    await context.close();
  });
});

describe('the header on a desktop', () => {
  it.each([1152, 1440])(
    'keeps the navigation and search inline on one line at %i px, without a menu button',
    async (width) => {
      const { context, page } = await open({ viewport: { width, height: 900 } });
      await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.isVisible()).resolves.toBe(true);
      await expect(page.getByRole('searchbox', { name: 'Search' }).isVisible()).resolves.toBe(true);
      expect(await headerRows(page)).toBe(1);
      await expectNothingWider(page, width);
      await context.close();
    },
  );
});

describe('footer, back link and controls', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('follow the site’s style (%s)', async (_name, device) => {
    const { context, page } = await open(device, '/store/harbour-mug');
    const footer = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.site-footer a')!;
      const style = getComputedStyle(link);
      return {
        color: style.color,
        footerColor: getComputedStyle(link.closest('.site-footer')!).color,
        decoration: style.textDecorationLine,
      };
    });
    expect(footer.color).toBe(footer.footerColor);
    expect(footer.decoration).toBe('none');

    // The back link starts where the product does.
    const back = (await page.locator('.item-back a').boundingBox())!;
    const product = (await page.locator('.block-product').boundingBox())!;
    expect(Math.abs(back.x - product.x)).toBeLessThanOrEqual(1);

    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      buttons: [...document.querySelectorAll('button')].map((b) => getComputedStyle(b).fontFamily),
    }));
    expect(fonts.buttons.length).toBeGreaterThan(0);
    expect(new Set(fonts.buttons)).toEqual(new Set([fonts.body]));
    await expectNothingWider(page, device.viewport.width);
    await context.close();
  });
});
