import type { Page } from 'playwright-core';

// Open a page and wait until the service worker controls it and the telemetry worker has started, as a
// returning visitor's page would be.
export async function openControlledPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15000 });
}

// Make `count` records through the public API, all in one task, tagged with a marker the test counts by.
export async function trackRecords(page: Page, marker: string, from: number, count: number): Promise<void> {
  await page.evaluate(
    ({ marker, from, count }) => {
      for (let i = from; i < from + count; i++) window.SiteRuntime!.track(marker, { marker, i });
    },
    { marker, from, count },
  );
}
