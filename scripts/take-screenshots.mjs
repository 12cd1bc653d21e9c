// The README's screenshots (docs/screenshots/*.png), taken from the running demo so they stay current: the
// phone and desktop home, store, product, cart and checkout. Needs a build (`npm run build`) and Debian's
// Chromium (CHROMIUM_PATH to use another). Starts its own server on a free port over a throwaway database.
//
//   node scripts/take-screenshots.mjs                 # the demo shop (sites/demo/site.json)
//   SITE=sites/demo-de/site.json OUT=.tmp/shots-de node scripts/take-screenshots.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const site = path.resolve(root, process.env.SITE ?? 'sites/demo/site.json');
const outDir = path.resolve(root, process.env.OUT ?? 'docs/screenshots');

// The phone of the end-to-end tests (a Pixel 7) and a common laptop screen.
const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
  const server = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE: site,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const found = /Listening on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}):\n${output}`)));
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

// The first product of the store page that has a page of its own, and the path of the store page.
async function findProduct(page, base) {
  await page.goto(`${base}/`);
  const storeHref = await page.locator('a[href="/store"], a[href="/shop"]').first().getAttribute('href');
  await page.goto(`${base}${storeHref}`);
  const productHref = await page.locator('.product-card-link').first().getAttribute('href');
  return { storeHref, productHref };
}

async function shoot(browser, base, device) {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'en-GB' });
  const page = await context.newPage();
  const { storeHref, productHref } = await findProduct(page, base);
  // A visitor who has answered the cookie banner: it would cover the bottom of every picture.
  const accept = page.locator('.cookie-banner__accept');
  await accept.waitFor({ timeout: 10_000 }).then(
    () => accept.click(),
    () => undefined, // a site without a cookie banner
  );
  const save = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Phone pixels halved (still sharper than the CSS pixels) and a 256-colour palette: a README that
    // does not weigh megabytes.
    const shot = await page.screenshot();
    await sharp(shot)
      .resize({ width: DEVICES[device].viewport.width * Math.min(DEVICES[device].deviceScaleFactor, 1.5) })
      .png({ palette: true, quality: 85, effort: 8 })
      .toFile(path.join(outDir, `${device}-${name}.png`));
    console.log(`${path.relative(root, outDir)}/${device}-${name}.png`);
  };
  await page.goto(`${base}/`);
  await save('home');
  await page.goto(`${base}${storeHref}`);
  await save('store');
  await page.goto(`${base}${productHref}`);
  await save('product');
  await page.locator('.product-add').click();
  // The add is sent once the product's island has hydrated (a tap before is kept and replayed): wait for
  // the header's count to show it.
  await page
    .locator('[data-cart-count]', { hasText: /^[1-9]/ })
    .first()
    .waitFor({ timeout: 20_000 });
  await page.goto(`${base}/cart`);
  await save('cart');
  await page.goto(`${base}/checkout`);
  await save('checkout');
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const server = startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
try {
  const base = await server.url;
  for (const device of Object.keys(DEVICES)) await shoot(browser, base, device);
} finally {
  await browser.close();
  server.stop();
}
