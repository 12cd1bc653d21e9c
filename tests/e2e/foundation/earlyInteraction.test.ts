import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { distDir } from '../harness/startServer';
import { PHONE } from '../harness/phone';
import { storedSubmissions, waitForStored } from '../forms/formPages';

// Issue 47: whatever a visitor does in an island before it has hydrated takes effect once it has, as on a
// slow phone. The island's own chunk (named by the build's manifest) is held at the network from its request
// until the test has acted, at least 2 s, so every interaction below lands before hydration.
const site = useSiteServer();
const HOLD_MS = 2000;
const POLL = { timeout: 10000 };

const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;

function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return '/' + entry.file;
}

interface HeldChunk {
  /** Lets the chunk through, once it was asked for and held at least HOLD_MS. */
  release: () => Promise<void>;
}

async function holdChunk(target: Page | BrowserContext, source: string): Promise<HeldChunk> {
  const file = chunkOf(source);
  const held: Array<{ route: Route; at: number }> = [];
  let released = false;
  await target.route(
    (url) => url.pathname === file,
    (route) => (released ? route.continue() : void held.push({ route, at: Date.now() })),
  );
  return {
    release: async () => {
      await expect.poll(() => held.length, { timeout: 15000 }).toBeGreaterThan(0);
      const waited = Date.now() - held[0]!.at;
      if (waited < HOLD_MS) await new Promise((resolve) => setTimeout(resolve, HOLD_MS - waited));
      released = true;
      await Promise.all(held.splice(0).map(({ route }) => route.continue()));
    },
  };
}

const hydratedState = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"]`).first().getAttribute('data-hydrated');

async function expectNotHydrated(page: Page, island: string): Promise<void> {
  expect(await hydratedState(page, island), `${island} acted on before hydration`).toBeNull();
}

async function waitHydrated(page: Page, island: string): Promise<void> {
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { timeout: 15000 });
}

describe('an interaction before hydration', () => {
  it('a product option changed at once, then Add to cart: the price and the cart hold the chosen variant', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/product/ProductBlock.tsx');
    await page.goto(site.server.url + '/store/oak-stool');
    const price = page.locator('.product-price-current');
    await expect(price.innerText()).resolves.toBe('$120.00');
    // No tap first: the phone's picker changes the select, then the quantity is typed and the button tapped.
    await page.locator('select[data-option="Height"]').selectOption('Bar (75 cm)');
    await page.locator('.product-quantity input').fill('2');
    await page.locator('.product-add').tap();
    await expectNotHydrated(page, 'product');
    expect(new URL(page.url()).pathname).toBe('/store/oak-stool');
    await chunk.release();
    await waitHydrated(page, 'product');
    await expect.poll(() => page.locator('.product-cart-note').innerText(), POLL).toBe('Added to cart.');
    await expect(price.innerText()).resolves.toBe('$145.00');
    await page.goto(site.server.url + '/cart');
    const line = page.locator('.cart-line', { hasText: 'Oak stool' });
    await expect(line.locator('.cart-line-options').innerText()).resolves.toContain('Bar (75 cm)');
    await expect(line.locator('input[name="quantity"]').inputValue()).resolves.toBe('2');
    await expect(page.locator('.cart-line').count()).resolves.toBe(1);
    await context.close();
  });

  it('cart page: a quantity typed and Update tapped before hydration is applied once', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/store/harbour-mug');
    await page.locator('.product-add').tap();
    await expect.poll(() => page.locator('.product-cart-note').innerText(), POLL).toBe('Added to cart.');
    const chunk = await holdChunk(page, 'src/ui/blocks/cart/CartBlock.tsx');
    await page.goto(site.server.url + '/cart');
    const line = page.locator('.cart-line', { hasText: 'Harbour mug' });
    const unit = await line.locator('.cart-line-unit').innerText();
    await line.locator('input[name="quantity"]').fill('3');
    await line.locator('.cart-update').tap();
    await expectNotHydrated(page, 'cart');
    expect(new URL(page.url()).search).toBe('');
    await chunk.release();
    await waitHydrated(page, 'cart');
    const each = Number(unit.replace(/[^0-9.]/g, ''));
    await expect
      .poll(() => page.locator('.cart-totals [data-total-line="subtotal"] dd').innerText(), POLL)
      .toBe(`$${(each * 3).toFixed(2)}`);
    await page.reload();
    await expect(page.locator('.cart-line input[name="quantity"]').inputValue()).resolves.toBe('3');
    await context.close();
  });

  it('café menu: focus the first tab and press ArrowRight at once: the second tab has focus', async () => {
    const page = await site.browser.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/menu/MenuBlock.tsx');
    await page.goto(site.server.url + '/cafe');
    const tabs = page.locator('.menu-tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expectNotHydrated(page, 'menu');
    await chunk.release();
    await waitHydrated(page, 'menu');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/-tab-1$/);
    await expect(tabs.nth(1).getAttribute('tabindex')).resolves.toBe('0');
    await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.close();
  });

  it('café menu: ArrowRight then Enter before hydration selects the second menu, once', async () => {
    const page = await site.browser.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/menu/MenuBlock.tsx');
    await page.goto(site.server.url + '/cafe');
    const tabs = page.locator('.menu-tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectNotHydrated(page, 'menu');
    await chunk.release();
    await waitHydrated(page, 'menu');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('false');
    await expect(page.locator('.menu-panel').nth(1).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('the first tap on the pricing toggle switches it', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/pricing-toggle/PricingToggleBlock.tsx');
    await page.goto(site.server.url + '/members');
    const right = page.locator('button.pricing-switch-right');
    await right.tap();
    await expectNotHydrated(page, 'pricing-toggle');
    await chunk.release();
    await waitHydrated(page, 'pricing-toggle');
    await expect.poll(() => right.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect(page.locator('.pricing-amount').first().innerText()).resolves.toBe('$50.00');
    await context.close();
  });

  it('the pricing toggle tapped before the main chunk has run switches once it has', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const main = await holdChunk(page, 'src/main/index.ts');
    await page.goto(site.server.url + '/members', { waitUntil: 'commit' });
    const right = page.locator('button.pricing-switch-right');
    await right.tap();
    expect(await page.evaluate(() => 'SiteRuntime' in window)).toBe(false);
    await main.release();
    await waitHydrated(page, 'pricing-toggle');
    await expect.poll(() => right.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect(page.locator('.pricing-amount').first().innerText()).resolves.toBe('$50.00');
    await context.close();
  });

  it('an accordion item opened before hydration stays open, and a closed one stays closed', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/accordion/AccordionBlock.tsx');
    await page.goto(site.server.url + '/');
    // The first item starts open: it is closed, and the second opened, before the island hydrates.
    const items = page.locator('[data-island="accordion"] details');
    await items.nth(0).locator('summary').tap();
    await items.nth(1).locator('summary').tap();
    await expectNotHydrated(page, 'accordion');
    await chunk.release();
    await waitHydrated(page, 'accordion');
    const open = (n: number) => items.nth(n).evaluate((details) => (details as HTMLDetailsElement).open);
    await expect.poll(() => open(1)).toBe(true);
    await expect(items.nth(1).locator('summary').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(open(0)).resolves.toBe(false);
    await expect(items.nth(0).locator('summary').getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it('gallery: an image tapped before hydration opens in the lightbox', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/gallery/GalleryBlock.tsx');
    await page.goto(site.server.url + '/gallery');
    const grid = page.locator('[data-island="gallery"][data-block-id="gallery-grid"]');
    await grid.scrollIntoViewIfNeeded();
    await grid.locator('.gallery-open').nth(1).tap();
    expect(await grid.getAttribute('data-hydrated')).toBeNull();
    await chunk.release();
    await page.waitForSelector('[data-block-id="gallery-grid"][data-hydrated="true"]');
    await expect.poll(() => page.locator('[role="dialog"]').count(), { timeout: 15000 }).toBe(1);
    await context.close();
  });

  it('contact form: filled and sent before hydration, it is sent by the island, once', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/form/FormBlock.tsx');
    await page.goto(site.server.url + '/contact');
    await page.locator('[data-island="form"]').scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Early');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Bird');
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Typed before the form came alive.');
    await page.getByRole('button', { name: 'Send message' }).tap();
    await expectNotHydrated(page, 'form');
    await chunk.release();
    await page.getByText('Thank you. We answer every message within two working days.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    const stored = await waitForStored(site.server, 1, 'contact', 10000, 'early@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.values.message).toBe('Typed before the form came alive.');
    expect(stored[0]!.census.withoutScript).toBeUndefined();
    await context.close();
  });

  it('newsletter: an address typed and sent before hydration is signed up once', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const chunk = await holdChunk(page, 'src/ui/blocks/newsletter/NewsletterBlock.tsx');
    await page.goto(site.server.url + '/');
    const island = page.locator('[data-island="newsletter"]');
    await island.scrollIntoViewIfNeeded();
    await island.locator('input[type="email"]').fill('letters@example.com');
    await island.locator('button[type="submit"]').tap();
    await expectNotHydrated(page, 'newsletter');
    await chunk.release();
    await page.getByText('Thank you for subscribing. The next letter is on its way.').waitFor();
    expect(await waitForStored(site.server, 1, 'newsletter', 10000, 'letters@example.com')).toHaveLength(1);
    expect(storedSubmissions(site.server, 'newsletter')).toHaveLength(1);
    await context.close();
  });

  it('the mobile menu opens at the first tap, before any of the page script has run', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    const main = await holdChunk(page, 'src/main/index.ts');
    await page.goto(site.server.url + '/', { waitUntil: 'commit' });
    await page.locator('.site-menu-button').tap();
    await expect.poll(() => page.locator('.site-menu').evaluate((menu) => menu.matches(':popover-open'))).toBe(true);
    expect(await page.evaluate(() => 'SiteRuntime' in window)).toBe(false);
    await main.release();
    await page.waitForFunction(() => 'SiteRuntime' in window);
    await expect(page.locator('.site-menu').evaluate((menu) => menu.matches(':popover-open'))).resolves.toBe(true);
    await context.close();
  });
});
