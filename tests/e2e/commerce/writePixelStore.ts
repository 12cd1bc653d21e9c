import type { Page } from 'playwright-core';
import { writeDemoVariant } from '../harness/writeDemoVariant';

export const PIXEL_ID = '1234567890';

/** The demo store with a social-ad pixel whose script is the harness's local fake (registerFakePixel). */
export function writePixelStore(): string {
  return writeDemoVariant((site) => {
    site.websiteSettings.socialAdPixel = { pixelId: PIXEL_ID, scriptUrl: '/api/test/fake-pixel.js' };
  });
}

/** How often the fake pixel's script was fetched from `serverUrl`. */
export async function readPixelFetches(serverUrl: string): Promise<number> {
  const response = await fetch(serverUrl + '/api/test/fake-pixel/fetches');
  return ((await response.json()) as { fetched: number }).fetched;
}

/** Every call the page made to the pixel, in order; null while its script is not loaded. */
export function readPixelCalls(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => (window as { __pixelCalls?: unknown[][] }).__pixelCalls ?? null);
}
