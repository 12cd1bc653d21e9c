// Add to cart: from the click on "Add to cart" to the header indicator's new count (optimistic), and to the
// server's confirmed count, on a product page at 4x CPU throttling (phone viewport, local network). The
// product block is hydrated first, as a shopper's first touch does. Median of BENCH_RUNS (5) runs.
import { startBenchServer, launchBenchBrowser } from './lib/benchServer.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('.product-add').focus();
  await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /addToCart-/.test(e.name)));
  await page.evaluate(() => {
    const marks = (window.__addToCart = { click: 0, count: 0, confirmed: 0 });
    document
      .querySelector('.product-add')
      .addEventListener('click', () => (marks.click = performance.now()), { capture: true });
    new MutationObserver(() => (marks.count ||= performance.now())).observe(
      document.querySelector('[data-cart-count]'),
      {
        childList: true,
        characterData: true,
        subtree: true,
      },
    );
    document.addEventListener('site:cart-changed', (event) => {
      if (event.detail.kind === 'confirmed') marks.confirmed = performance.now();
    });
  });
  await page.locator('.product-add').click();
  await page.waitForFunction(() => window.__addToCart.confirmed > 0);
  const marks = await page.evaluate(() => window.__addToCart);
  await context.close();
  return { clickToCountMs: marks.count - marks.click, clickToConfirmedMs: marks.confirmed - marks.click };
}

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, `${server.url}/store/stool-plans`));
  const pick = (key) => Math.round(median(runs.map((r) => r[key])) * 10) / 10;
  console.log(
    JSON.stringify({
      conditions: { cpuThrottle: 4, network: 'local', viewport: '412x823', runs: RUNS, statistic: 'median' },
      addToCart: {
        clickToIndicatorCountMs: pick('clickToCountMs'),
        clickToServerConfirmedMs: pick('clickToConfirmedMs'),
      },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
