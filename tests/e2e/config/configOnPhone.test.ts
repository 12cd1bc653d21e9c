import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';
import { CONFIG_SECTION_NAMES, ConfigSection } from '../../../src/shared/config/ConfigSection';
import { createOwner, logIn } from './ownerSession';

// The configuration area on a phone (issue 52): no page is wider than the screen, every section's link is in
// sight, and an order reads as a card rather than a table cut at the screen's edge.
const site = useSiteServer();

// A long address, as buyers have: the card must wrap it, not widen the page.
const BUYER = 'a.buyer.with.a.rather.long.address@harbour-and-pine-example.co.uk';

async function buyAMug(page: Page): Promise<void> {
  await page.goto(site.server.url + '/store/harbour-mug');
  await page.locator('.product-add').click();
  await page.waitForURL(/\/cart$/);
  await page.locator('.cart-checkout').click();
  await page.waitForURL(/\/checkout$/);
  await page.fill('input[name="email"]', BUYER);
  await page.fill('input[name="name"]', 'Bea Buyer');
  await page.fill('input[name="address1"]', '2 Rope Walk');
  await page.fill('input[name="city"]', 'Harbourtown');
  await page.fill('input[name="postalCode"]', 'HT2 2BB');
  await page.fill('input[name="country"]', 'United Kingdom');
  await page.check('input[name="shippingOptionId"][value="collect"]');
  await page.locator('.checkout-place').click();
  await page.waitForURL(/\/commerce\/order-confirmed\?order=/);
}

/** How far the page reaches past the screen's right edge, and which elements reach past it. */
function readOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrolling = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if ((overflowX === 'auto' || overflowX === 'scroll') && at !== document.documentElement) return true;
      }
      return false;
    };
    // An element inside a box that scrolls by itself may reach past the edge: the page does not widen.
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrolling(element.parentElement))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, past: past.slice(0, 5) };
  });
}

describe('/config on a phone', () => {
  it('every section fits the screen; the nav wraps; an order is a card with its values named', async () => {
    const buyer = await site.browser.newContext({ javaScriptEnabled: false });
    await buyAMug(await buyer.newPage());
    await buyer.close();

    await createOwner(site.server, 'phone-owner@example.com', ['ADMIN']);
    const context = await site.browser.newContext({ ...PHONE });
    await logIn(context, site.server, 'phone-owner@example.com');
    const page = await context.newPage();

    const paths = ['/config/', ...CONFIG_SECTION_NAMES.map((name) => ConfigSection[name].path)];
    for (const path of paths) {
      await page.goto(site.server.url + path);
      await page.waitForSelector('.config-main');
      // Each section loads its data after the page: measured once it is shown.
      await expect.poll(() => page.locator('.config-status', { hasText: /^Loading/ }).count()).toBe(0);
      const overflow = await readOverflow(page);
      expect(overflow.scrollWidth, `${path} is wider than the screen: ${overflow.past.join(' ')}`).toBeLessThanOrEqual(
        overflow.width,
      );
      expect(overflow.past, path).toEqual([]);
      // Every link of the nav, the current section's among them, is on the screen without scrolling.
      const links = await page.locator('.config-nav a').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { text: element.textContent, left: box.left, right: box.right, height: box.height };
        }),
      );
      expect(links.length, path).toBe(paths.length);
      for (const link of links) {
        expect(link.left, `${link.text} on ${path}`).toBeGreaterThanOrEqual(0);
        expect(link.right, `${link.text} on ${path}`).toBeLessThanOrEqual(PHONE.viewport.width);
        expect(link.height, `${link.text} on ${path}`).toBeGreaterThanOrEqual(44);
      }
    }

    // The orders: one card per order, each value under its column's name, the whole address in sight.
    await page.goto(site.server.url + '/config/orders');
    const row = page.locator('.orders-table tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('td').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          label: getComputedStyle(element, '::before').content,
          text: (element as HTMLElement).innerText,
          left: box.left,
          right: box.right,
          clipped: element.scrollWidth > element.clientWidth,
        };
      }),
    );
    expect(cells.map((cell) => cell.label)).toEqual(
      ['Order', 'Placed', 'Customer', 'Items', 'Total', 'Downloads', 'Status'].map((label) => `"${label}"`),
    );
    // Stacked: every cell starts at the card's left edge, none is cut.
    expect(new Set(cells.map((cell) => Math.round(cell.left))).size).toBe(1);
    for (const cell of cells) {
      expect(cell.right).toBeLessThanOrEqual(PHONE.viewport.width);
      expect(cell.clipped, cell.label).toBe(false);
    }
    expect(cells[2]!.text.replace(/\s/g, '')).toContain(BUYER);

    // The order opened in full fits too.
    await page.locator('.orders-open').first().click();
    await page.waitForSelector('.orders-detail');
    const detail = await readOverflow(page);
    expect(detail.scrollWidth, detail.past.join(' ')).toBeLessThanOrEqual(detail.width);
    await context.close();
  });
});
