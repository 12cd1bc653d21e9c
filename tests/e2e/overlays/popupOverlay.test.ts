import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { waitForRecords } from '../collectors/readRecords';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { PHONE } from '../harness/phone';

// The demo site shows its popup overlay on /blog (version 1, again after 7 days, until a sign-up, on phones too).
const demo = useSiteServer();
// A variant: on every page, never again once closed, not on phones; with a splash and a lock-screen page.
const variant = useSiteServer({
  site: writeDemoVariant((site) => {
    const overlay = site.websiteSettings.popupOverlay as Record<string, unknown>;
    delete overlay.pages;
    overlay.displayFrequency = -1;
    overlay.enableMobile = false;
    overlay.showUntilSignup = false;
    const page = (id: string, pageType: number) => ({
      id,
      path: `/${id}`,
      title: id,
      pageType,
      showInNavigation: false,
      sections: [{ id: `${id}-s`, blocks: [{ type: 'heading', id: `${id}-h`, data: { text: id } }] }],
    });
    site.pages.push(page('splash', 3), page('lock', 103));
  }),
});
const DAY_MS = 24 * 60 * 60 * 1000;
const overlay = (page: Page) => page.locator('dialog.popup-overlay');
const isOpen = (page: Page) => page.locator('dialog.popup-overlay[open]').count();

// The page features start once the page is usable; wait until they did, then for the overlay's chunk.
async function openAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#page-features[data-started="true"]').waitFor({ state: 'attached' });
}

async function expectNoOverlay(page: Page, url: string): Promise<void> {
  await openAndSettle(page, url);
  await expectStaysFor(1000, 'the popup overlay stays hidden', () => isOpen(page), 0);
}

const readMemory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('popup-overlay') ?? 'null') as Record<string, unknown> | null);

async function remember(context: BrowserContext, memory: Record<string, unknown>): Promise<void> {
  await context.addInitScript((text) => localStorage.setItem('popup-overlay', text), JSON.stringify(memory));
}

describe('popup overlay (visitor-runtime §4, media-and-reporting §3)', () => {
  it('shows once the page is usable with its newsletter, keeps focus inside and sends census/overlay', async () => {
    const page = await demo.browser.newPage();
    await page.goto(demo.server.url + '/blog');
    await overlay(page).waitFor();
    await expect(isOpen(page)).resolves.toBe(1);
    await expect(overlay(page).getByRole('textbox', { name: /email/i }).count()).resolves.toBe(1);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog.popup-overlay') !== null)).resolves.toBe(
        true,
      );
    }
    const shown = await waitForRecords(demo.server.databaseFile, 'census.overlay', (r) => r.length > 0);
    expect(shown.map((r) => [r.type, r.payload.action, r.payload.version, r.page_path])).toEqual([
      ['show', 'show', 1, '/blog'],
    ]);
    expect(shown[0]!.payload.visitorCookie).toMatch(/\|/);
    expect(await readMemory(page)).toEqual({ version: 1, submitted: false, 'date-closed': null });
    await page.close();
  });

  it('closes on Escape through the closable registry, remembers the date and stays closed for 7 days', async () => {
    const context = await demo.browser.newContext();
    const page = await context.newPage();
    await page.goto(demo.server.url + '/blog');
    await overlay(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(0);
    // The page's Escape shortcut (login) did not act behind it.
    await expect(page.locator('.owner-login-root').count()).resolves.toBe(0);
    const memory = await readMemory(page);
    expect(memory).toMatchObject({ version: 1, submitted: false });
    expect(Date.now() - Number(memory?.['date-closed'])).toBeLessThan(60_000);
    await waitForRecords(demo.server.databaseFile, 'census.overlay', (r) => r.some((x) => x.type === 'close'));
    await expectNoOverlay(page, demo.server.url + '/blog');
    await context.close();
  });

  it('shows again once displayFrequency days have passed, and for a new version', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ version: 1, submitted: false, 'date-closed': Date.now() - 8 * DAY_MS }, 1],
      [{ version: 1, submitted: false, 'date-closed': Date.now() - 6 * DAY_MS }, 0],
      [{ version: 0, submitted: true, 'date-closed': Date.now() }, 1],
    ];
    for (const [memory, expected] of cases) {
      const context = await demo.browser.newContext();
      await remember(context, memory);
      const page = await context.newPage();
      if (expected) {
        await page.goto(demo.server.url + '/blog');
        await overlay(page).waitFor();
        // A new version starts afresh.
        await expect(readMemory(page)).resolves.toMatchObject({ version: 1 });
      } else await expectNoOverlay(page, demo.server.url + '/blog');
      await context.close();
    }
  });

  it('stops after a sign-up (showUntilSignup), sent as an overlay form', async () => {
    const context = await demo.browser.newContext();
    const page = await context.newPage();
    await page.goto(demo.server.url + '/blog');
    await overlay(page).waitFor();
    await overlay(page).getByRole('textbox', { name: /email/i }).fill('reader@example.com');
    await overlay(page).getByRole('button', { name: 'Sign Up' }).click();
    await overlay(page).getByText('Thank you for signing up').waitFor();
    await expect(readMemory(page)).resolves.toMatchObject({ version: 1, submitted: true, 'date-closed': null });
    await waitForRecords(demo.server.databaseFile, 'census.overlay', (r) => r.some((x) => x.type === 'submit'));
    const db = new Database(demo.server.databaseFile, { readonly: true });
    const row = db
      .prepare('select values_json from form_submissions where form_id = ?')
      .get('journal-overlay-newsletter') as { values_json: string } | undefined;
    db.close();
    expect(row?.values_json).toContain('reader@example.com');
    // Not closed, only signed up: it does not show again.
    await expectNoOverlay(page, demo.server.url + '/blog');
    await context.close();
  });

  it('stays hidden on pages it is not set for and with the screenshot flag', async () => {
    const page = await demo.browser.newPage();
    // Off its pages the server leaves the page-features element out: nothing of it loads.
    await page.goto(demo.server.url + '/');
    await expect(page.locator('#page-features').count()).resolves.toBe(0);
    await expectStaysFor(1000, 'no overlay on the home page', () => isOpen(page), 0);
    await expectNoOverlay(page, demo.server.url + '/blog?screenshot=true');
    await page.close();
  });

  it('shows on a phone when enableMobile is on, no wider than the screen', async () => {
    const context = await demo.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(demo.server.url + '/blog');
    await overlay(page).waitFor();
    const box = await overlay(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(412);
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => isOpen(page)).toBe(0);
    await context.close();
  });

  it('closes at once with reduced motion', async () => {
    const context = await demo.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(demo.server.url + '/blog');
    await overlay(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page), { timeout: 300 }).toBe(0);
    await context.close();
  });
});

describe('popup overlay rules of a site showing it everywhere, never again once closed, not on phones', () => {
  it('is hidden on phones when enableMobile is off, shown on a desktop', async () => {
    const phone = await variant.browser.newContext(PHONE);
    await expectNoOverlay(await phone.newPage(), variant.server.url + '/');
    await phone.close();
    const page = await variant.browser.newPage();
    await page.goto(variant.server.url + '/');
    await overlay(page).waitFor();
    await page.close();
  });

  it('never shows again once closed when displayFrequency is -1', async () => {
    const context = await variant.browser.newContext();
    await remember(context, { version: 1, submitted: false, 'date-closed': Date.now() - 400 * DAY_MS });
    await expectNoOverlay(await context.newPage(), variant.server.url + '/');
    await context.close();
  });

  it('is hidden on splash, 404 and lock-screen pages', async () => {
    const page = await variant.browser.newPage();
    for (const path of ['/splash', '/no-such-page', '/lock']) {
      await page.goto(variant.server.url + path);
      await page.waitForLoadState('load');
      await expectStaysFor(1000, `no overlay on ${path}`, () => isOpen(page), 0);
      // The server leaves the page-features element out altogether: nothing loads for it.
      await expect(page.locator('#page-features').count()).resolves.toBe(0);
    }
    await page.close();
  });
});
