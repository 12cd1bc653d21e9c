// Loads one page in Chromium under CPU and network throttling and reads what a visitor on a slow phone
// would feel: LCP, CLS, total blocking time, long tasks, and the JavaScript downloaded on first load.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

// Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up.
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const OBSERVE = `(() => {
  window.__bench = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
})();`;

export async function measurePageLoad(
  browser,
  url,
  {
    distDir,
    cpuThrottle = 4,
    network = SLOW_NETWORK,
    settleMs = 5000,
    device = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 },
  } = {},
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await cdp.send('Network.emulateNetworkConditions', network);
  await page.addInitScript(OBSERVE);
  const scripts = new Map();
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(new URL(response.url()).pathname))
      scripts.set(response.url(), { url: response.url() });
  });
  await page.goto(url, { waitUntil: 'load' });
  // Let idle-time hydration and late tasks happen, as a visitor who stays would see.
  await page.waitForTimeout(settleMs);
  const metrics = await page.evaluate(() => {
    // Stop LCP and CLS the way web-vitals does: at the first input or when hidden; here, now.
    const b = window.__bench;
    return { lcp: b.lcp, cls: b.cls, fcp: b.fcp, longTasks: b.longTasks };
  });
  const tbt = metrics.longTasks
    .filter((t) => t.start >= metrics.fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const jsFiles = [...scripts.keys()]
    .map((u) => new URL(u).pathname)
    .filter((p) => p.startsWith('/assets/') || p === '/sw.js');
  const jsGzipBytes = jsFiles.reduce((sum, p) => {
    const file = path.join(distDir, 'client', p);
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
  await context.close();
  return {
    lcpMs: Math.round(metrics.lcp),
    fcpMs: Math.round(metrics.fcp),
    cls: Number(metrics.cls.toFixed(4)),
    totalBlockingTimeMs: Math.round(tbt),
    longTasks: metrics.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...metrics.longTasks.map((t) => t.duration))),
    jsFiles: jsFiles.map((p) => path.basename(p)),
    jsGzipBytes,
  };
}
