import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { CURRENCIES } from '../../../src/shared/constants/currencies';

// The store currency is read from the site file at start, so each currency needs a start of its own. The 27
// are shared out over three servers that run at once (one Chromium for all), each with its own site file
// rewritten before each restart: the file mostly waits on restarts and page loads.
const LANES = 3;
const lanes = Array.from({ length: LANES }, () => ({ siteFile: writeDemoVariant(() => undefined) }));
const servers: RunningServer[] = [];
let browser: Browser;

beforeAll(async () => {
  servers.push(...(await Promise.all(lanes.map(({ siteFile }) => startServer({ site: siteFile })))));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

function setCurrency(siteFile: string, code: string): void {
  const data = JSON.parse(readFileSync(siteFile, 'utf8')) as {
    websiteSettings: { storeSettings: { selectedCurrency: string } };
  };
  data.websiteSettings.storeSettings.selectedCurrency = code;
  writeFileSync(siteFile, JSON.stringify(data));
}

// The product block's price HTML from the server and after its island hydrated, per path.
async function readPriceHtml(server: RunningServer, code: string): Promise<{ mismatches: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(`${code}: ${message.text()}`);
  });
  const mismatches: string[] = [];
  for (const path of ['/store/oak-stool', '/store/stool-plans']) {
    await page.goto(server.url + path);
    const fromServer = await page.locator('.block-product .product-details').innerHTML();
    await page.locator('.product-add').focus();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    const hydrated = await page.locator('.block-product .product-details').innerHTML();
    if (hydrated !== fromServer) mismatches.push(`${code} ${path}\nserver:   ${fromServer}\nhydrated: ${hydrated}`);
    if ((await page.locator('.product-price').innerText()) === '') mismatches.push(`${code} ${path}: no price`);
  }
  await page.close();
  return { mismatches, errors };
}

// Media-and-reporting §3's 27 currencies, in Chromium: the product block's server HTML (variants whose prices
// differ, "from …"; the digital plans on sale, struck through) equals what its island renders on hydration.
describe('server HTML equals hydrated HTML in the browser, for every store currency', () => {
  it('renders the same price HTML before and after the product island hydrates', async () => {
    const checked: string[] = [];
    const mismatches: string[] = [];
    const errors: string[] = [];
    await Promise.all(
      lanes.map(async ({ siteFile }, lane) => {
        const server = servers[lane]!;
        for (const { code } of CURRENCIES.filter((_, index) => index % LANES === lane)) {
          setCurrency(siteFile, code);
          await server.restart();
          const found = await readPriceHtml(server, code);
          mismatches.push(...found.mismatches);
          errors.push(...found.errors);
          checked.push(code);
        }
      }),
    );
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    expect(checked.sort()).toEqual(CURRENCIES.map(({ code }) => code).sort());
  }, 420_000);
});
