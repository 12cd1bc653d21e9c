import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });

describe('social follow buttons (spec visitor-runtime §7 and §9)', () => {
  it('is a plain follow link until a visitor interacts, then the follow-button script upgrades it', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/test/follow/')) scripts.push(request.url());
    });
    await page.goto(site.server.url + '/social');
    const link = page.locator('a.twitter-follow-button');
    await expect(link.getAttribute('href')).resolves.toBe('https://x.com/cafe_fixture');
    await expectStaysFor(500, 'no follow-button script before the visitor interacts', () => scripts.length, 0);
    await link.hover();
    await expect.poll(() => page.locator('.fake-follow-widget').count()).toBe(1);
    await expect(page.locator('.block-social-follow').getAttribute('data-follow-script')).resolves.toBe('loaded');
    expect(scripts).toHaveLength(1);
    await page.close();
  });

  it('gives the script 10 s, then keeps the plain link', async () => {
    const page = await site.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(site.server.url + '/social-slow');
    await page.locator('a.twitter-follow-button').hover();
    const block = page.locator('.block-social-follow');
    await expect.poll(() => block.getAttribute('data-follow-script')).toBe('loading');
    const started = Date.now();
    await expect.poll(() => block.getAttribute('data-follow-script'), { timeout: 15_000 }).toBe('timed-out');
    expect(Date.now() - started).toBeGreaterThan(9_000);
    await expect(page.locator('a.twitter-follow-button').isVisible()).resolves.toBe(true);
    expect(warnings.join('\n')).toContain('did not load within 10000 ms');
    await page.close();
  });
});
