import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';
import { createOwner, logIn } from '../config/ownerSession';

const site = useSiteServer();

// Issue 48 on a phone: the checkout page shows what the shopper will pay for the shipping picked, the
// confirmation shows the same lines, and more than is left sets the quantity box to what is left.
describe('checkout totals on a phone', () => {
  it('shows discount, shipping and total that follow the shipping choice, and the order keeps them', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/store/oak-stool');
    // The product island hydrates on first interaction.
    await page.locator('.product-add').focus();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    await page.locator('select[data-option="Height"]').selectOption('Bar (75 cm)');
    // Two bar stools are left: asking for 10 is refused and the box offers 2.
    await page.locator('.product-quantity input[name="quantity"]').fill('10');
    await page.locator('.product-add').click();
    await expect.poll(() => page.locator('.product-cart-note').innerText()).toContain('Only 2');
    await expect(page.locator('.product-quantity input[name="quantity"]').inputValue()).resolves.toBe('2');
    await page.locator('.product-add').click();
    await expect.poll(() => page.locator('.product-cart-note').innerText()).toBe('Added to cart.');

    await page.goto(site.server.url + '/cart');
    await page.waitForSelector('[data-island="cart"][data-hydrated="true"]');
    await page.fill('.cart-coupon input[name="code"]', 'WELCOME10');
    await page.locator('.cart-coupon-apply').click();
    await expect
      .poll(() => page.locator('.cart-totals [data-total-line="discount"]').innerText())
      .toMatch(/Discount WELCOME10\s+−\$29\.00/);
    const cartLines = await page.locator('.cart-totals').innerText();

    await page.locator('.cart-checkout').click();
    await page.waitForURL(/\/checkout$/);
    const visibleTotals = () => page.locator('.checkout-totals-option:visible .totals-list').innerText();
    // Standard delivery is picked first: the same lines as the cart.
    await expect(visibleTotals()).resolves.toBe(cartLines);
    await page.locator('input[name="shippingOptionId"][value="collect"]').check();
    await expect.poll(visibleTotals).toMatch(/Total\s+\$261\.00$/);
    await expect(page.locator('.checkout-totals-option:visible').count()).resolves.toBe(1);
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(412);

    await page.fill('input[name="email"]', 'phone@example.com');
    await page.fill('input[name="name"]', 'Phone Buyer');
    await page.fill('input[name="address1"]', '1 Quay');
    await page.fill('input[name="city"]', 'Harbourtown');
    await page.fill('input[name="postalCode"]', 'HT1');
    await page.fill('input[name="country"]', 'UK');
    const chosen = await visibleTotals();
    await page.locator('.checkout-place').click();
    await page.waitForURL(/order-confirmed/);
    await expect(page.locator('.order-totals').innerText()).resolves.toBe(chosen);
    await page.screenshot({ path: '/tmp/e48-confirmation.png', fullPage: true });

    // Back to checkout after the order: the cart, plainly empty.
    await page.goto(site.server.url + '/commerce/goto-checkout');
    expect(page.url()).toMatch(/\/cart$/);
    await expect(page.locator('.cart-empty').innerText()).resolves.toBe('Your cart is empty.');
    await expect(page.locator('.checkout-alert').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the owner the same lines in /config/orders on a phone, no wider than the screen, with downloads', async () => {
    await createOwner(site.server, 'phone-manager@example.com', ['STORE_MANAGER']);
    const context = await site.browser.newContext(PHONE);
    await logIn(context, site.server, 'phone-manager@example.com');
    const page = await context.newPage();
    await page.goto(site.server.url + '/config/orders');
    await expect.poll(() => page.locator('tr[data-order-number]').count()).toBeGreaterThan(0);
    // Every control an owner touches here (the order number, the status, Log out) is styled by the
    // configuration area and at least 44 px each way, not a small browser control.
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.config-body button, .config-body select')].map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent?.trim().slice(0, 20), height: box.height, width: box.width };
      }),
    );
    expect(controls.length).toBeGreaterThanOrEqual(3);
    for (const control of controls) {
      expect(control.height, control.name).toBeGreaterThanOrEqual(44);
      expect(control.width, control.name).toBeGreaterThanOrEqual(44);
    }
    await page.locator('.orders-open').first().click();
    await expect
      .poll(() => page.locator('.orders-detail .totals-list').innerText())
      .toMatch(
        /^Subtotal\s+\$290\.00\s+Discount WELCOME10\s+−\$29\.00\s+Shipping \(Collect from the workshop\)\s+\$0\.00\s+Total\s+\$261\.00$/,
      );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(412);
    // A header cell is one line high: its words are not broken a letter per line.
    const header = await page.locator('.orders-table th').first().boundingBox();
    expect(header!.height).toBeLessThan(40);
    await page.screenshot({ path: '/tmp/e48-config-orders.png', fullPage: true });
    const csv = await page.evaluate(async () => (await fetch('/api/config/orders/export?format=csv')).text());
    expect(csv.split('\r\n')[0]).toContain('number,placedAt,status');
    expect(csv).toContain(',261.00');
    await context.close();
  });
});
