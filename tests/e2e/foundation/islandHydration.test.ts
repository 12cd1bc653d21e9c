import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { waitForCollectors } from '../pipeline/pageActions';

// A page with a marquee (policy 'visible') 2400 px down and an accordion (policy 'interaction') below it.
const site = useSiteServer({ site: 'sites/fixtures/islands/site.json' });

async function openIslands(): Promise<{ page: Page; chunks: () => string[] }> {
  const page = await site.browser.newPage({ viewport: { width: 800, height: 600 } });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(site.server.url + '/', { waitUntil: 'load' });
  // The runtime has booted and gone idle: its collectors run after the islands' observers are set.
  await waitForCollectors(page);
  return {
    page,
    chunks: () =>
      fetched
        .filter((p) => /(Block|enhanceIsland|^\/assets\/client)-[\w-]+\.js$/.test(p))
        .map((p) => p.replace(/^\/assets\/|-[\w-]+\.js$/g, '')),
  };
}

const hydrated = (page: Page, id: string) => page.locator(`[data-block-id="${id}"]`).getAttribute('data-hydrated');

describe('island hydration', () => {
  it('hydrates a visible-policy island only once it comes within 200 px of the viewport', async () => {
    const { page, chunks } = await openIslands();
    await expectStaysFor(1000, 'no island far below the fold hydrates on load', chunks, []);
    expect(await hydrated(page, 'far-marquee')).toBeNull();

    const top = await page
      .locator('[data-block-id="far-marquee"]')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // 300 px short of the viewport's bottom edge: still outside the 200 px margin.
    await page.evaluate((y) => window.scrollTo(0, y), top - 600 - 300);
    await expectStaysFor(800, 'outside the 200 px margin the island stays static', chunks, []);
    expect(await hydrated(page, 'far-marquee')).toBeNull();

    // 100 px short: inside the margin, so its code loads: the marquee's few listeners, without React.
    await page.evaluate((y) => window.scrollTo(0, y), top - 600 - 100);
    await page.waitForSelector('[data-block-id="far-marquee"][data-hydrated="true"]', { timeout: 10_000 });
    expect(chunks()).toEqual(['enhanceIsland']);
    await page.close();
  });

  it('hydrates an interaction-policy island on its first interaction, and the interaction still counts', async () => {
    const { page, chunks } = await openIslands();
    const accordion = page.locator('[data-block-id="faq"]');
    await accordion.scrollIntoViewIfNeeded();
    await expectStaysFor(
      800,
      'an interaction-policy island in view is not fetched before an interaction',
      () => chunks().includes('AccordionBlock'),
      false,
    );
    expect(await hydrated(page, 'faq')).toBeNull();

    await accordion.locator('summary').first().click();
    await page.waitForSelector('[data-block-id="faq"][data-hydrated="true"]', { timeout: 10_000 });
    expect(chunks()).toContain('AccordionBlock');
    // The click that woke the island opened the first item (native disclosure before hydration).
    await expect(accordion.locator('details').first().getAttribute('open')).resolves.not.toBeNull();
    await page.close();
  });

  it('never downloads the code of static blocks', async () => {
    const { page, chunks } = await openIslands();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('[data-block-id="far-marquee"][data-hydrated="true"]', { timeout: 10_000 });
    expect(chunks().filter((c) => c === 'HeadingBlock' || c === 'SpacerBlock')).toEqual([]);
    await page.close();
  });
});
