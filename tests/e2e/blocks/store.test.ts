import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer();

describe('store', () => {
  it('lists products with their price texts, subscription terms and the sold-out mark', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/store');
    const card = (title: string) => page.locator('.product-card', { hasText: title });
    await expect(card('Oak stool').locator('.product-price').innerText()).resolves.toBe('from $120.00');
    await expect(card('Harbour mug').locator('.product-price-regular').innerText()).resolves.toBe('$32.00');
    await expect(card('Print club').locator('.product-price').innerText()).resolves.toBe(
      '$45.00 renews every 3 months for 4 payments',
    );
    await expect(card('Coffee club').locator('.product-price').innerText()).resolves.toBe('$18.00 renews every month');
    await expect(card('Harbour lamp').getAttribute('data-sold-out')).resolves.toBe('true');
    await expect(card('Stool plans').getAttribute('data-sold-out')).resolves.toBe('false');
    await context.close();
  });

  it('updates the price and availability when another variant is chosen', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/store/oak-stool');
    const price = page.locator('.product-price-current');
    const availability = page.locator('.product-availability');
    await expect(price.innerText()).resolves.toBe('$120.00');
    await expect(availability.innerText()).resolves.toBe('Only 4 left');
    const select = page.locator('select[data-option="Height"]');
    await select.focus();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    await select.selectOption('Bar (75 cm)');
    await expect.poll(() => price.innerText()).toBe('$145.00');
    await expect(availability.innerText()).resolves.toBe('Only 2 left');
    await select.selectOption('Counter (65 cm)');
    await expect.poll(() => price.innerText()).toBe('$165.00');
    await expect(availability.innerText()).resolves.toBe('This option is sold out');
    await expect(page.locator('.product-add').isDisabled()).resolves.toBe(true);
    await page.close();
  });
});

describe('blog', () => {
  it('lists published posts newest first with dates and excerpts, and serves each post', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/blog');
    const titles = await page.locator('.post-summary-title').allInnerTexts();
    expect(titles).toEqual(['Salt, smoke and a lot of patience', 'Reading the grain', 'The first firing of the year']);
    await expect(page.locator('.post-summary time').first().innerText()).resolves.toBe('May 20, 2025');
    await expect(page.locator('.post-excerpt').first().innerText()).resolves.toContain('salt glazing');
    // A draft is neither listed nor served.
    await expect(page.getByText('Summer plans').count()).resolves.toBe(0);
    expect((await page.goto(site.server.url + '/blog/summer-plans'))?.status()).toBe(404);
    expect((await page.goto(site.server.url + '/blog/reading-the-grain'))?.status()).toBe(200);
    await expect(page.locator('main h1').innerText()).resolves.toBe('Reading the grain');
    await expect(page.locator('.post-meta').innerText()).resolves.toBe('April 2, 2025 · Tom');
    await context.close();
  });
});
