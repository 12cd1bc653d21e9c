import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { useSiteServer } from '../harness/useSiteServer';
import { waitForCollectors, waitForTelemetryWorker } from '../pipeline/pageActions';
import { PHONE } from '../harness/phone';

// The home page's JavaScript on first load is at most 80 KB gzip, as a phone and as a desktop see it. On a
// phone a page wider than the screen widens the layout viewport and every island counts as visible; on a
// 1440 px desktop the marquee and the buttons are above the fold and load at once (they are enhanced
// without React, enhanceIsland). A size, so a test.
const FIRST_LOAD_BUDGET = 80_000;
const DEVICES = {
  phone: PHONE,
  // A desktop browser in a window as narrow as a phone, and a full-size desktop one.
  'narrow desktop window': { viewport: { width: 412, height: 823 } },
  '1440 px desktop': { viewport: { width: 1440, height: 900 } },
} as const;
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

const site = useSiteServer();

describe('first load', () => {
  it.each(Object.entries(DEVICES))(
    'downloads at most 80 KB gzip of JavaScript for the home page on a %s, workers included',
    async (_name, device) => {
      const context = await site.browser.newContext(device);
      const page = await context.newPage();
      const scripts = new Set<string>();
      context.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(site.server.url + '/', { waitUntil: 'load' });
      // Everything the first load brings: the collectors, the telemetry worker and the service worker, and
      // then no request for half a second.
      await waitForCollectors(page);
      await waitForTelemetryWorker(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
      const bytes = [...scripts].reduce((sum, pathname) => {
        const file = path.join(distDir, 'client', pathname);
        expect(existsSync(file), pathname).toBe(true);
        return sum + gzipSync(readFileSync(file), { level: 9 }).length;
      }, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(bytes, [...scripts].join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      await context.close();
    },
  );
});
