import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PIXEL_ID, readPixelCalls, readPixelFetches, writePixelStore } from './writePixelStore';
import { waitForRecords } from '../collectors/readRecords';

const site = useSiteServer({ site: writePixelStore() });

async function visitAndAdd(consent: string | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext();
  if (consent !== null) await context.addCookies([{ name: 'ss_cookieAllowed', value: consent, url: site.server.url }]);
  const page = await context.newPage();
  await page.goto(site.server.url + '/store/harbour-mug');
  await page.locator('.product-add').focus();
  await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
  await page.locator('.product-add').click();
  await expect.poll(() => page.locator('.product-cart-note').innerText()).toBe('Added to cart.');
  return { context, page };
}

const commerceRecords = (type: string) =>
  waitForRecords(site.server.databaseFile, 'event', (records) => records.some((r) => r.type === type));

describe('commerce events', () => {
  it('records view and add to cart, and sends nothing to the pixel without consent or when declined', async () => {
    for (const consent of [null, 'false']) {
      const { context, page } = await visitAndAdd(consent);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
      await page.goto('about:blank');
      await context.close();
    }
    expect(await readPixelFetches(site.server.url)).toBe(0);
    const added = (await commerceRecords('commerce.add-to-cart')).filter((r) => r.type === 'commerce.add-to-cart');
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(added[0]!.payload.data as string)).toEqual({
      productId: 'p-mug',
      sku: 'SQ1000011',
      quantity: 1,
      value: 2600,
      currency: 'USD',
    });
    const viewed = (await commerceRecords('commerce.view-product')).filter((r) => r.type === 'commerce.view-product');
    expect(JSON.parse(viewed[0]!.payload.data as string)).toEqual({ productId: 'p-mug' });
  });

  it('loads the pixel once with consent and sends ViewContent and AddToCart to it', async () => {
    const { context, page } = await visitAndAdd('true');
    await expect
      .poll(() => readPixelCalls(page))
      .toEqual([
        ['init', PIXEL_ID],
        ['track', 'ViewContent', { productId: 'p-mug' }],
        ['track', 'AddToCart', { productId: 'p-mug', sku: 'SQ1000011', quantity: 1, value: 2600, currency: 'USD' }],
      ]);
    expect(await readPixelFetches(site.server.url)).toBe(1);
    await context.close();
  });

  it('sends a newsletter sign-up and a search as their commerce events, to the pixel with consent', async () => {
    const context = await site.browser.newContext();
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: site.server.url }]);
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const newsletter = page.locator('[data-island="newsletter"]');
    await newsletter.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydrated="true"]');
    await newsletter.getByRole('textbox').first().fill('events@example.com');
    await newsletter.getByRole('button').click();
    await expect.poll(() => readPixelCalls(page)).toContainEqual(['track', 'Subscribe', { formId: 'newsletter' }]);
    const subscribed = (await commerceRecords('commerce.newsletter-subscribe')).filter(
      (r) => r.type === 'commerce.newsletter-subscribe',
    );
    expect(JSON.parse(subscribed[0]!.payload.data as string)).toEqual({ formId: 'newsletter' });

    await page.goto(site.server.url + '/search?q=mug');
    await page.waitForSelector('[data-island="search"][data-hydrated="true"]');
    await expect
      .poll(() => readPixelCalls(page))
      .toContainEqual(['track', 'Search', expect.objectContaining({ query: 'mug' })]);
    await commerceRecords('commerce.search');
    await context.close();
  });
});
