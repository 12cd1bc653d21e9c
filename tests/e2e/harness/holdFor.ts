import { expect } from 'vitest';

// The only fixed waits the end-to-end tests keep, named so a reader and a grep tell them from waits that
// observe (expect.poll, a locator, a server count). Use them where time itself is the point: a window in
// which something must not happen, or a timer of the code under test (a throttle, a debounce, a batching
// delay) that must run out before the next step.

/** Lets `ms` pass for a timer-based rule of the code under test; `why` names the rule. */
export async function holdFor(ms: number, why: string): Promise<void> {
  if (!why) throw new Error('holdFor: say which timer the test waits out');
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Asserts that `probe` reads `expected` now and every 100 ms over the next `ms`: nothing happens within the
 * window (no second request, no record stored twice). `why` names what must not happen.
 */
export async function expectStaysFor<T>(
  ms: number,
  why: string,
  probe: () => T | Promise<T>,
  expected: T,
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    expect(await probe(), why).toEqual(expected);
    const left = until - Date.now();
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, left)));
  }
}
