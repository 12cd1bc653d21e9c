// Blocks: does anything jump or block while galleries hydrate? The gallery page under 4x CPU throttling and
// slow 4G, scrolled top to bottom so every gallery hydrates and Swiper starts; plus a product page's load
// and the gzip size of each block chunk. Median of BENCH_RUNS (3) runs.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { startBenchServer, launchBenchBrowser, distDir } from './lib/benchServer.mjs';
import { measurePageLoad, SLOW_NETWORK } from './lib/measurePageLoad.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const OBSERVE = `(() => {
  window.__blocks = { cls: 0, shifts: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__blocks.cls += e.value; window.__blocks.shifts += 1; } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__blocks.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
})();`;

async function scrollGalleryPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(250);
  }
  await page.waitForFunction(
    () => [...document.querySelectorAll('.gallery-moving')].every((g) => g.getAttribute('data-ready') === 'true'),
    null,
    { timeout: 60_000 },
  );
  const allReadyMs = Date.now() - started;
  const result = await page.evaluate(() => window.__blocks);
  await context.close();
  return {
    cls: Number(result.cls.toFixed(4)),
    layoutShifts: result.shifts,
    blockingTimeMs: Math.round(result.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    longestTaskMs: Math.round(Math.max(0, ...result.longTasks)),
    scrolledAndReadyMs: allReadyMs,
  };
}

function blockChunkSizes() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8'));
  const sizes = {};
  for (const [source, entry] of Object.entries(manifest)) {
    if (!source.startsWith('src/ui/blocks/')) continue;
    sizes[path.basename(entry.file).replace(/-[\w-]+\.js$/, '')] = gzipSync(
      readFileSync(path.join(distDir, 'client', entry.file)),
      { level: 9 },
    ).length;
  }
  return sizes;
}

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const gallery = [];
  const product = [];
  for (let i = 0; i < RUNS; i += 1) {
    gallery.push(await scrollGalleryPage(browser, `${server.url}/gallery`));
    product.push(await measurePageLoad(browser, `${server.url}/store/oak-stool`, { distDir, settleMs: 2000 }));
  }
  const pick = (runs, key) => median(runs.map((r) => r[key]));
  console.log(
    JSON.stringify({
      conditions: { cpuThrottle: 4, network: 'slow 4G', viewport: '412x823', runs: RUNS, statistic: 'median' },
      galleryPageScrolled: {
        cls: pick(gallery, 'cls'),
        layoutShifts: pick(gallery, 'layoutShifts'),
        blockingTimeMs: pick(gallery, 'blockingTimeMs'),
        longestTaskMs: pick(gallery, 'longestTaskMs'),
        scrolledAndReadyMs: pick(gallery, 'scrolledAndReadyMs'),
      },
      productPage: {
        lcpMs: pick(product, 'lcpMs'),
        cls: pick(product, 'cls'),
        totalBlockingTimeMs: pick(product, 'totalBlockingTimeMs'),
        jsGzipBytesFirstLoad: pick(product, 'jsGzipBytes'),
      },
      blockChunkGzipBytes: blockChunkSizes(),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
