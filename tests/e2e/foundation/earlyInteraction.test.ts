import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

// An interaction made before an island has hydrated takes effect once it has: the block's chunk is held
// back at the network until the visitor has acted, as on a slow phone.
const site = useSiteServer();

async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let release = false;
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), (route) =>
    release ? route.continue() : void held.push(route),
  );
  return async () => {
    // The visitor's tap asked for the chunk: wait until it was requested, then let it through.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

describe('an interaction before hydration', () => {
  it('the first tap on the pricing toggle switches it', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const release = await holdChunk(page, 'PricingToggleBlock');
    await page.goto(site.server.url + '/members');
    const right = page.locator('button.pricing-switch-right');
    await right.tap();
    expect(await page.locator('[data-island="pricing-toggle"]').getAttribute('data-hydrated')).toBeNull();
    await release();
    await expect.poll(() => right.getAttribute('aria-pressed')).toBe('true');
    await expect(page.locator('.pricing-amount').first().innerText()).resolves.toBe('$50.00');
    await context.close();
  });

  it('a product option chosen before hydration updates the price', async () => {
    const page = await site.browser.newPage();
    // The product block's code shares a chunk with the server's item view: hold React's hydration instead.
    const release = await holdChunk(page, 'hydrateIsland');
    await page.goto(site.server.url + '/store/oak-stool');
    const price = page.locator('.product-price-current');
    await expect(price.innerText()).resolves.toBe('$120.00');
    const select = page.locator('select[data-option="Height"]');
    await select.click();
    await select.selectOption('Bar (75 cm)');
    await release();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    await expect.poll(() => price.innerText()).toBe('$145.00');
    await page.close();
  });

  it('an accordion item opened before hydration stays open', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const release = await holdChunk(page, 'hydrateIsland');
    await page.goto(site.server.url + '/');
    // The first item starts open; the second is opened before the island hydrates.
    const item = page.locator('[data-island="accordion"] details').nth(1);
    await item.locator('summary').tap();
    await release();
    await page.waitForSelector('[data-island="accordion"][data-hydrated="true"]');
    await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await expect(item.locator('summary').getAttribute('aria-expanded')).resolves.toBe('true');
    await context.close();
  });
});
