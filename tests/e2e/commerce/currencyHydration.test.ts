import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { CURRENCIES } from '../../../src/shared/constants/currencies';

// One site file, its store currency rewritten before each restart of the same server.
const siteFile = writeDemoVariant(() => undefined);
const site = useSiteServer({ site: siteFile });

function setCurrency(code: string): void {
  const data = JSON.parse(readFileSync(siteFile, 'utf8')) as {
    websiteSettings: { storeSettings: { selectedCurrency: string } };
  };
  data.websiteSettings.storeSettings.selectedCurrency = code;
  writeFileSync(siteFile, JSON.stringify(data));
}

// Media-and-reporting §3's 27 currencies, in Chromium: the product block's server HTML (variants whose prices
// differ, "from …"; the digital plans on sale, struck through) equals what its island renders on hydration.
describe('server HTML equals hydrated HTML in the browser, for every store currency', () => {
  it('renders the same price HTML before and after the product island hydrates', async () => {
    const checked: string[] = [];
    for (const { code } of CURRENCIES) {
      setCurrency(code);
      await site.server.restart();
      const page = await site.browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      for (const path of ['/store/oak-stool', '/store/stool-plans']) {
        await page.goto(site.server.url + path);
        const server = await page.locator('.block-product .product-details').innerHTML();
        await page.locator('.product-add').focus();
        await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
        const hydrated = await page.locator('.block-product .product-details').innerHTML();
        expect(hydrated, `${code} ${path}`).toBe(server);
        expect(await page.locator('.product-price').innerText(), code).not.toBe('');
      }
      expect(errors, code).toEqual([]);
      checked.push(code);
      await page.close();
    }
    expect(checked).toHaveLength(27);
    // 27 restarts of the server.
  }, 420_000);
});
