import type { Page } from 'playwright-core';
import { waitForCollectors } from '../pipeline/pageActions';

// The collectors load after the load event and an idle moment; wait until their chunk has run.
export async function openWithCollectors(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForCollectors(page);
}
