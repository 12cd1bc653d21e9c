import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';

// Issue 49.12: axe-core (a dev dependency, injected from node_modules) over every page type of the showcase
// site, on a phone, with a full cart: no serious or critical violation of WCAG 2.2 AA.
const AXE = path.resolve('node_modules/axe-core/axe.min.js');
const site = useSiteServer();

const PAGES = [
  '/', // home: hero, summary, blocks
  '/gallery',
  '/store', // a store page (collection of products)
  '/store/oak-stool', // a product
  '/blog', // a blog
  '/blog/reading-the-grain', // a post
  '/members', // a member-only page's lock
  '/cafe',
  '/contact', // forms
  '/cart',
  '/search?q=oak',
  '/no-such-page', // not found
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

async function addToCart(page: Page, productPath: string): Promise<void> {
  await page.goto(site.server.url + productPath);
  // The product island hydrates on first interaction.
  await page.locator('.product-add').focus();
  await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
  await expect.poll(() => page.locator('[data-cart-indicator]').getAttribute('data-state')).toBe('initialized');
  await page.locator('.product-add').click();
  await expect.poll(() => page.locator('.product-cart-note').innerText()).toBe('Added to cart.');
}

describe('axe-core on every page type, on a phone, with a full cart', () => {
  it('finds no serious or critical violation', async () => {
    // The site's CSP allows no inline script; the test's own (axe) is let in by the browser, not the server.
    const context = await site.browser.newContext({ ...PHONE, bypassCSP: true });
    const page = await context.newPage();
    await addToCart(page, '/store/harbour-mug');
    await addToCart(page, '/store/harbour-mug');
    const found: string[] = [];
    for (const url of PAGES) {
      await page.goto(site.server.url + url);
      await page.waitForLoadState('load');
      await expect.poll(() => page.locator('[data-cart-indicator]').getAttribute('data-state')).toBe('initialized');
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Violation[] }> } }).axe;
        const result = await axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => ({ target: n.target })),
        }));
      });
      for (const v of violations as Violation[])
        if (v.impact === 'serious' || v.impact === 'critical')
          found.push(`${url}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
