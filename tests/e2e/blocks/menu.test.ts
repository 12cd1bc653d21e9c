import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });

const tabs = (page: Page) => page.locator('.block-menu [role="tab"]');
const selected = (page: Page) => tabs(page).evaluateAll((all) => all.map((tab) => tab.getAttribute('aria-selected')));
const visiblePanels = (page: Page) =>
  page.locator('.block-menu [role="tabpanel"]').evaluateAll((all) => all.map((p) => !(p as HTMLElement).hidden));
const focusedTab = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('menu block tabs (spec visitor-runtime §4)', () => {
  it('has tab roles, the first tab selected, arrows cycle the focus and Enter or Space select', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/cafe');
    // From the server's HTML, before any script: a tablist of tabs, each controlling its tabpanel.
    await expect(page.locator('.block-menu [role="tablist"]').count()).resolves.toBe(1);
    await expect(tabs(page).allInnerTexts()).resolves.toEqual(['Breakfast', 'Lunch', 'Drinks']);
    await expect(selected(page)).resolves.toEqual(['true', 'false', 'false']);
    await expect(visiblePanels(page)).resolves.toEqual([true, false, false]);
    for (const [index, tab] of (await tabs(page).all()).entries()) {
      const panelId = await tab.getAttribute('aria-controls');
      const panel = page.locator(`#${panelId}`);
      await expect(panel.getAttribute('role')).resolves.toBe('tabpanel');
      await expect(panel.getAttribute('aria-labelledby')).resolves.toBe(await tab.getAttribute('id'));
      // One tab stop: the selected tab.
      await expect(tab.getAttribute('tabindex')).resolves.toBe(index === 0 ? '0' : '-1');
    }

    // Tab into the tablist: focus lands on the selected tab and the island hydrates.
    await page.locator('h1, .site-header a').first().focus();
    await tabs(page).first().focus();
    await page.waitForSelector('[data-island="menu"][data-hydrated="true"]');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedTab(page)).toBe('Lunch');
    // Arrows move the focus only; the selection waits for Enter or Space.
    await expect(selected(page)).resolves.toEqual(['true', 'false', 'false']);
    await page.keyboard.press('Enter');
    await expect.poll(() => selected(page)).toEqual(['false', 'true', 'false']);
    await expect(visiblePanels(page)).resolves.toEqual([false, true, false]);
    await expect(page.locator('.block-menu [role="tabpanel"]:not([hidden])').innerText()).resolves.toContain(
      'Soup of the day',
    );

    // The arrows cycle: right past the last comes back to the first, left from the first goes to the last.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedTab(page)).toBe('Breakfast');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedTab(page)).toBe('Drinks');
    await page.keyboard.press(' ');
    await expect.poll(() => selected(page)).toEqual(['false', 'false', 'true']);
    await expect(tabs(page).nth(2).getAttribute('tabindex')).resolves.toBe('0');

    // A click selects too.
    await tabs(page).first().click();
    await expect.poll(() => selected(page)).toEqual(['true', 'false', 'false']);
    await page.close();
  });

  it('shows every menu under its name without JavaScript, and no tablist', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/cafe');
    await expect(page.locator('.block-menu [role="tablist"]').isVisible()).resolves.toBe(false);
    const names = page.locator('.block-menu .menu-name');
    await expect(names.evaluateAll((all) => all.map((n) => (n as HTMLElement).offsetHeight > 1))).resolves.toEqual([
      true,
      true,
      true,
    ]);
    await expect(page.getByText('Breakfast tea').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Shakshuka').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('a menu with one list has no tabs', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/one-menu');
    await expect(page.locator('.block-menu [role="tab"]').count()).resolves.toBe(0);
    await expect(page.getByText('Toast').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
