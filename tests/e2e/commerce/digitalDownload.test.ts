import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

const site = useSiteServer();

// Issue 48 on a phone: a digital product bought through the cart and checkout is downloaded through the
// signed link on the confirmation, and the confirmation then counts one download fewer.
describe('a digital product on a phone', () => {
  it('buys the stool plans and downloads the file through the link on the confirmation', async () => {
    const context = await site.browser.newContext({ ...PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(site.server.url + '/store/stool-plans');
    await page.locator('.product-add').focus();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    await page.locator('.product-add').tap();
    await expect.poll(() => page.locator('.product-cart-note').innerText()).toBe('Added to cart.');

    await page.goto(site.server.url + '/cart');
    await page.waitForSelector('[data-island="cart"][data-hydrated="true"]');
    await page.locator('.cart-checkout').tap();
    await page.waitForURL(/\/checkout$/);
    // Nothing to ship: the form asks for no address.
    await expect(page.locator('input[name="address1"]').count()).resolves.toBe(0);
    await page.fill('input[name="email"]', 'plans@example.com');
    await page.fill('input[name="name"]', 'Plans Buyer');
    await page.locator('.checkout-place').tap();
    await page.waitForURL(/order-confirmed/);

    const link = page.locator('.order-download');
    await expect(link.innerText()).resolves.toBe('Download Stool plans (PDF)');
    await expect(page.locator('.order-download-terms').innerText()).resolves.toMatch(/^5 downloads left, until /);
    const box = await link.boundingBox();
    // A link a thumb can hit, inside the screen.
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    await page.screenshot({ path: '/tmp/h48-download-confirmation.png', fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
    expect(download.suggestedFilename()).toBe('stool-plans.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.reload();
    await expect(page.locator('.order-download-terms').innerText()).resolves.toMatch(/^4 downloads left, until /);
    await context.close();
  });
});
