import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { createOwner, logIn } from '../config/ownerSession';

const site = useSiteServer();

// What the browser says when the page's content security policy refuses something.
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await page.waitForLoadState('networkidle');
  // Scroll through so every island hydrates (some hydrate when near the viewport).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

describe('content security policy', () => {
  it('refuses nothing the site needs on any page type, in the site and in /config', async () => {
    await createOwner(site.server, 'csp-owner@example.com', ['ADMIN']);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const violations = watchViolations(page);
    for (const path of ['/', '/gallery', '/store', '/blog', '/members', '/contact', '/no-such-page'])
      await visit(page, site.server.url + path);
    await visit(page, site.server.url + '/store');
    const product = await page.locator('main a[href^="/store/"]').first().getAttribute('href');
    await visit(page, site.server.url + product);
    await visit(page, site.server.url + '/blog');
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    await visit(page, site.server.url + post);
    // A hydrated island: the telemetry worker and the islands' chunks ran.
    await expect(
      page.evaluate(() => document.querySelectorAll('script[type="module"]').length),
    ).resolves.toBeGreaterThan(0);
    await logIn(context, site.server, 'csp-owner@example.com');
    await visit(page, site.server.url + '/config/');
    await page.locator('iframe').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('refuses a script injected into a page', async () => {
    const page = await site.browser.newPage();
    const violations = watchViolations(page);
    await visit(page, site.server.url + '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await expect(page.evaluate(() => document.body.dataset.injected ?? null)).resolves.toBeNull();
    await page.close();
  });
});
