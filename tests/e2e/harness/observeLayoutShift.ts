import type { Page } from 'playwright-core';

/**
 * Sums the page's layout shifts from its first paint on, as CLS counts them: shifts within 500 ms of input
 * (`hadRecentInput`) are the visitor's doing and left out. Call before the page is opened; the returned
 * function reads the total so far.
 */
export async function observeLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __layoutShift: number };
    counted.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) counted.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
