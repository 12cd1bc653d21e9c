import type { Page } from 'playwright-core';

/**
 * A real touch swipe through the DevTools protocol: a finger down at `from`, five moves over `dx` px
 * sideways, up, over `durationMs`. Each event carries its own time, so a busy machine (slow round trips) does
 * not change the finger's speed.
 */
export async function swipeByTouch(page: Page, from: { x: number; y: number }, dx: number, durationMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 5;
  const start = Date.now() / 1000;
  const at = (i: number) => start + (durationMs * i) / steps / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: at(0) });
  for (let i = 1; i <= steps; i += 1) {
    await new Promise((r) => setTimeout(r, durationMs / steps));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }],
      timestamp: at(i),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(steps) });
  await cdp.detach();
}
