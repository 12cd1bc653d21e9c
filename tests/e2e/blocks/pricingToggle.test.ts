import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/site.json' });

describe('pricing toggle (spec visitor-runtime §2 and §4)', () => {
  it('swaps the selected option, the prices and the join buttons', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/pricing');
    const amount = page.locator('.pricing-amount');
    const join = page.locator('.pricing-join');
    await expect(amount.innerText()).resolves.toBe('$5.00');
    await expect(join.getAttribute('href')).resolves.toBe('/join/friend-monthly');
    const right = page.locator('button.pricing-switch-right');
    await right.hover();
    await page.waitForSelector('[data-island="pricing-toggle"][data-hydrated="true"]');
    await right.click();
    await expect.poll(() => amount.innerText()).toBe('$50.00');
    await expect(join.getAttribute('href')).resolves.toBe('/join/friend-yearly');
    await expect(right.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.locator('button.pricing-switch-left').click();
    await expect.poll(() => amount.innerText()).toBe('$5.00');
    await page.close();
  });
});
