import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { createOwner, logIn } from '../config/ownerSession';

const site = useSiteServer();

// A buyer without script: two products into the cart, then checkout, as the forms post.
async function buyTwoProducts(page: Page): Promise<void> {
  for (const path of ['/store/harbour-mug', '/store/stool-plans']) {
    await page.goto(site.server.url + path);
    await page.locator('.product-add').click();
    await page.waitForURL(/\/cart$/);
  }
  await page.locator('.cart-checkout').click();
  await page.waitForURL(/\/checkout$/);
  await page.fill('input[name="email"]', 'buyer@example.com');
  await page.fill('input[name="name"]', 'Bea Buyer');
  await page.fill('input[name="address1"]', '2 Rope Walk');
  await page.fill('input[name="city"]', 'Harbourtown');
  await page.fill('input[name="postalCode"]', 'HT2 2BB');
  await page.fill('input[name="country"]', 'United Kingdom');
  await page.check('input[name="shippingOptionId"][value="collect"]');
  await page.locator('.checkout-place').click();
  await page.waitForURL(/\/commerce\/order-confirmed\?order=/);
}

async function copyReviewLinks(owner: BrowserContext): Promise<Map<string, string>> {
  const page = await owner.newPage();
  await page.goto(site.server.url + '/config/orders');
  await page.locator('.orders-open').first().click();
  await expect.poll(() => page.locator('.orders-review-link').count()).toBe(2);
  const links = new Map<string, string>();
  for (const item of await page.locator('.orders-review-links li').all()) {
    const label = await item.innerText();
    links.set(label.includes('Harbour mug') ? 'mug' : 'plans', await item.locator('input').inputValue());
  }
  await page.close();
  return links;
}

describe('product reviews (visitor-runtime §2; media-and-reporting §5, §8)', () => {
  it('takes a buyer review through the request link, refuses a second, and shows it once approved', async () => {
    const buyer = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await buyer.newPage();
    await buyTwoProducts(page);

    await createOwner(site.server, 'reviews@example.com', ['STORE_MANAGER']);
    const owner = await site.browser.newContext();
    await logIn(owner, site.server, 'reviews@example.com');
    const links = await copyReviewLinks(owner);
    expect(links.get('mug')).toMatch(/\/commerce\/review\?request=/);

    await page.goto(links.get('mug')!);
    await expect(page.locator('body').getAttribute('class')).resolves.toBe('page-type-210');
    await page.fill('#review-title-input', 'A fine mug');
    await page.fill('#review-text-input', 'Keeps the tea hot on the quay.');
    await page.fill('#review-name-input', 'Bea');
    await page.locator('.review-submit').click();
    await expect(page.locator('#review-rating-error').innerText()).resolves.toBe('Please select a star rating');
    await expect(page.locator('.review-message').innerText()).resolves.toBe(
      'One or more fields is invalid, please check your entries.',
    );
    // What was typed is kept.
    await expect(page.locator('#review-text-input').inputValue()).resolves.toBe('Keeps the tea hot on the quay.');
    await page.check('input[name="rating"][value="4"]');
    await page.locator('.review-submit').click();
    await expect(page.locator('.review-thanks').count()).resolves.toBe(1);

    await page.goto(links.get('mug')!);
    await expect(page.locator('.review-message').innerText()).resolves.toBe('You have already reviewed this purchase');
    await expect(page.locator('.review-form').count()).resolves.toBe(0);

    // The product page shows nothing until the owner approves.
    await page.goto(site.server.url + '/store/harbour-mug');
    await expect(page.locator('.product-review-list').count()).resolves.toBe(0);
    const config = await owner.newPage();
    await config.goto(site.server.url + '/config/reviews');
    const item = config.locator('.reviews-admin-item', { hasText: 'A fine mug' });
    await item.locator('button', { hasText: 'Approve' }).click();
    await expect.poll(() => item.getAttribute('data-status')).toBe('approved');
    await page.goto(site.server.url + '/store/harbour-mug');
    await expect(page.locator('.product-review-text').innerText()).resolves.toBe('Keeps the tea hot on the quay.');
    await expect(page.locator('.product-review-average-text').innerText()).resolves.toBe('4.0 out of 5 (1 review)');

    // The other line's link, once its request has expired.
    const db = new Database(site.server.databaseFile);
    db.prepare("update review_requests set expires_at = ? where product_id = 'p-pattern'").run(Date.now() - 1000);
    db.close();
    const expired = await page.goto(links.get('plans')!);
    expect(expired?.status()).toBe(410);
    await expect(page.locator('.review-message').innerText()).resolves.toBe('Your review request has expired');
    await owner.close();
    await buyer.close();
  });
});
