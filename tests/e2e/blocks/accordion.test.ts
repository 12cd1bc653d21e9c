import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { holdFor } from '../harness/holdFor';

const site = useSiteServer();

const expanded = (page: import('playwright-core').Page) =>
  page.locator('.block-accordion summary').evaluateAll((items) => items.map((s) => s.getAttribute('aria-expanded')));

describe('accordion (spec visitor-runtime §4)', () => {
  it('toggles on click, closes the others, and ignores clicks during the 250 ms animation', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/');
    const island = page.locator('[data-island="accordion"]');
    await expect(
      island.locator('.block-accordion').getAttribute('data-should-allow-multiple-open-items'),
    ).resolves.toBe('false');
    // The first item starts expanded, from the server's HTML.
    await expect(expanded(page)).resolves.toEqual(['true', 'false', 'false', 'false']);
    await island.scrollIntoViewIfNeeded();
    await island.hover();
    await page.waitForSelector('[data-island="accordion"][data-hydrated="true"]');

    // Two clicks in the same moment: the second falls inside the animation and is ignored.
    await page.evaluate(() => {
      const summaries = document.querySelectorAll<HTMLElement>('.block-accordion summary');
      summaries[1]!.click();
      summaries[2]!.click();
    });
    await expect.poll(() => expanded(page)).toEqual(['false', 'true', 'false', 'false']);
    // The first item closes once its closing animation has run; the ignored click left the third closed.
    await expect
      .poll(() =>
        page
          .locator('.accordion-item')
          .nth(0)
          .evaluate((d: HTMLDetailsElement) => d.open),
      )
      .toBe(false);
    await expect(expanded(page)).resolves.toEqual(['false', 'true', 'false', 'false']);

    await page.locator('.block-accordion summary').nth(2).click();
    await expect.poll(() => expanded(page)).toEqual(['false', 'false', 'true', 'false']);

    // Keyboard: Enter on a focused title toggles it.
    await holdFor(300, 'the accordion ignores clicks and keys during its 250 ms animation');
    await page.locator('.block-accordion summary').nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toEqual(['false', 'false', 'false', 'false']);
    await page.close();
  });

  it('opens and closes without JavaScript, one item at a time', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const items = page.locator('.accordion-item');
    await expect(items.nth(0).evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await page.locator('.block-accordion summary').nth(1).click();
    await expect(items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))).resolves.toEqual([
      false,
      true,
      false,
      false,
    ]);
    await context.close();
  });
});
