import type { Page } from 'playwright-core';

// The collectors load after the load event and an idle moment; wait until their chunk has run.
export async function openWithCollectors(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => /runCollectors-[^/]*\.js$/.test(e.name)),
    undefined,
    { timeout: 15000 },
  );
  await page.waitForTimeout(100);
}
