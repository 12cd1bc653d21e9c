import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { createAccount, logInContext } from '../owners/accounts';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });
const OWNER = { email: 'chef@example.com', password: 'chef-pass-123' };
const PROVIDER_SCRIPTS = /\/api\/test\/booking\/|opentable\.com|exploretock\.com/;

beforeAll(async () => {
  await createAccount(site.server.databaseFile, { ...OWNER, roles: 'ADMIN' });
});

// Every request the page makes for a provider's script, the fake's or the real one's.
function recordProviderRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (PROVIDER_SCRIPTS.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const flexDirection = (page: Page) =>
  page.locator('.booking-layout').evaluate((element) => getComputedStyle(element).flexDirection);
const setBlockWidth = (page: Page, width: number) =>
  page.locator('.block-booking').evaluate((element, px) => {
    (element as HTMLElement).style.width = `${px}px`;
  }, width);

describe('restaurant booking block (spec visitor-runtime §1, §5, §9)', () => {
  it("loads OpenTable's script only when the visitor asks, with the wide theme above 850 px", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = recordProviderRequests(page);
    await page.goto(site.server.url + '/cafe');
    const block = page.locator('.block-booking');
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await page.waitForSelector('[data-island="booking"][data-hydrated="true"]');
    await expectStaysFor(500, 'no provider script before the visitor asks for it', () => requests.length, 0);

    await page.getByRole('button', { name: 'Find a table' }).click();
    const widget = page.locator('.fake-opentable-widget');
    await expect.poll(() => widget.count()).toBe(1);
    await expect(widget.getAttribute('data-rid')).resolves.toBe('412810');
    await expect(widget.getAttribute('data-theme')).resolves.toBe('wide');
    await expect(widget.getAttribute('data-lang')).resolves.toBe('en-GB');
    await expect(page.locator('.booking-open').count()).resolves.toBe(0);
    expect(requests).toHaveLength(1);
    await page.close();
  });

  it('takes the standard theme at 850 px or less, and its layouts at the named widths', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.server.url + '/cafe');
    // Before any script: the layout is CSS on the block's own width.
    await setBlockWidth(page, 851);
    await expect.poll(() => flexDirection(page)).toBe('row');
    await setBlockWidth(page, 850);
    await expect.poll(() => flexDirection(page)).toBe('column');
    await page.getByRole('button', { name: 'Find a table' }).click();
    await expect.poll(() => page.locator('.fake-opentable-widget').getAttribute('data-theme')).toBe('standard');
    await page.close();
  });

  it("puts Tock's column layout at 750 px or less and starts Tock with the business name on demand", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = recordProviderRequests(page);
    await page.goto(site.server.url + '/tock');
    await setBlockWidth(page, 751);
    await expect.poll(() => flexDirection(page)).toBe('row');
    await setBlockWidth(page, 750);
    await expect.poll(() => flexDirection(page)).toBe('column');
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Book a tasting' }).click();
    const widget = page.locator('#Tock_widget_container .fake-tock-widget');
    await expect.poll(() => widget.count()).toBe(1);
    await expect(widget.getAttribute('data-business')).resolves.toBe('cafe-fixture');
    expect(requests).toHaveLength(1);
    await page.close();
  });

  it('gives a logged-in owner the preview only, with the alert, and never the script', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logInContext(context, site.server.url, OWNER.email, OWNER.password);
    const page = await context.newPage();
    const requests = recordProviderRequests(page);
    await page.goto(site.server.url + '/cafe?noredirect');
    await expect(page.locator('.block-booking').getAttribute('data-preview')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Find a table' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Preview Only' }).innerText())
      .toBe('Preview Only: Please log out of your account in order to use the OpenTable Block.');
    await expectStaysFor(500, 'a logged-in owner never loads the provider script', () => requests.length, 0);
    await context.close();
  });

  it('fits a phone without widening the page', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url + '/cafe');
    await page.getByRole('button', { name: 'Find a table' }).tap();
    await expect.poll(() => page.locator('.fake-opentable-widget').getAttribute('data-theme')).toBe('standard');
    await expect(flexDirection(page)).resolves.toBe('column');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(412);
    await context.close();
  });
});
