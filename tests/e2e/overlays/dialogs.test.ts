import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DIALOG } from '../../../src/shared/constants/limits';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer();

type Options = Record<string, unknown>;

// Opens a dialog through the public API and keeps its answer on window.dialogAnswer.
async function openDialog(page: Page, options: Options): Promise<void> {
  await page.evaluate((options) => {
    const state = window as unknown as { dialogAnswer?: string };
    delete state.dialogAnswer;
    void window.SiteRuntime!.openDialog(options as never).then((answer) => (state.dialogAnswer = answer));
  }, options);
  await page.locator('dialog.site-dialog[open]').waitFor();
}

const answer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dialogAnswer?: string }).dialogAnswer ?? null);

async function openHome(page: Page): Promise<void> {
  await page.goto(site.server.url + '/contact');
  await page.waitForFunction(() => window.SiteRuntime !== undefined);
}

const confirmation = {
  kind: 'confirmation',
  title: 'Remove the item?',
  message: 'It leaves your cart.',
  rejectText: 'Keep',
};

describe('confirmation dialog (media-and-reporting §4, §9)', () => {
  it.each([
    ['Confirm', 'confirm'],
    ['Cancel', 'cancel'],
    ['Keep', 'reject'],
  ])('answers %s with %s and hides', async (button, expected) => {
    const page = await site.browser.newPage();
    await openHome(page);
    await openDialog(page, confirmation);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => answer(page)).toBe(expected);
    await expect(page.locator('dialog.site-dialog').count()).resolves.toBe(0);
    await page.close();
  });

  it('is 350 px wide with 20 px padding, keeps focus inside and gives it back', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await openHome(page);
    await page.locator('input').first().focus();
    const before = await page.evaluate(() => document.activeElement?.outerHTML);
    await openDialog(page, confirmation);
    const dialog = page.locator('dialog.site-dialog');
    await expect(dialog.evaluate((d) => d.getBoundingClientRect().width)).resolves.toBe(DIALOG.CONFIRMATION_WIDTH_PX);
    await expect(dialog.locator('.site-dialog__body').evaluate((b) => getComputedStyle(b).paddingTop)).resolves.toBe(
      `${DIALOG.CONFIRMATION_PADDING_PX}px`,
    );
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => answer(page)).toBe('confirm');
    await expect(page.evaluate(() => document.activeElement?.outerHTML)).resolves.toBe(before);
    await page.close();
  });

  it('cancels on Escape, through the closable registry, without the page shortcut acting', async () => {
    const page = await site.browser.newPage();
    await openHome(page);
    await openDialog(page, confirmation);
    await page.keyboard.press('Escape');
    await expect.poll(() => answer(page)).toBe('cancel');
    // The page's Escape shortcut (login for visitors) did not run behind the dialog.
    await expect(page.locator('.owner-login-root').count()).resolves.toBe(0);
    await page.close();
  });

  it('cancels on a click on the overlay, not on its content', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    await openHome(page);
    await openDialog(page, confirmation);
    await page.locator('.site-dialog__title').click();
    await expect(page.locator('dialog.site-dialog[open]').count()).resolves.toBe(1);
    await page.mouse.click(10, 10);
    await expect.poll(() => answer(page)).toBe('cancel');
    await page.close();
  });

  it('finishes hiding after 600 ms when its fade does not end', async () => {
    const page = await site.browser.newPage();
    await openHome(page);
    await page.addStyleTag({ content: '.site-dialog { transition-duration: 20s !important; }' });
    await openDialog(page, confirmation);
    // Timed in the page, from the click to the dialog's removal: Playwright's own round trips on a loaded
    // machine are not the dialog's.
    await page.evaluate(() => {
      const timing = window as unknown as { clickedAt?: number; removedAt?: number };
      document
        .querySelector('dialog.site-dialog')!
        .addEventListener('click', () => (timing.clickedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (!document.querySelector('dialog.site-dialog')) timing.removedAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('dialog.site-dialog').waitFor({ state: 'detached', timeout: 5000 });
    const took = await page.evaluate(() => {
      const timing = window as unknown as { clickedAt: number; removedAt: number };
      return timing.removedAt - timing.clickedAt;
    });
    // Not before the fallback; and long before the 20 s fade would end (a loaded page's timer fires late).
    expect(took).toBeGreaterThanOrEqual(DIALOG.HIDE_FALLBACK_MS - 50);
    expect(took).toBeLessThan(DIALOG.HIDE_FALLBACK_MS + 4000);
    await expect.poll(() => answer(page)).toBe('confirm');
    await page.close();
  });

  it('hides at once with reduced motion', async () => {
    const page = await site.browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await openDialog(page, confirmation);
    await expect(
      page.locator('dialog.site-dialog').evaluate((d) => getComputedStyle(d).transitionDuration),
    ).resolves.toBe('0s');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => answer(page), { timeout: 400 }).toBe('cancel');
    await page.close();
  });
});

describe('alert and information dialogs', () => {
  it('an alert has one button and answers confirm', async () => {
    const page = await site.browser.newPage();
    await openHome(page);
    await openDialog(page, { kind: 'alert', title: 'Preview only', message: 'Log out to book a table.' });
    const alert = page.getByRole('alertdialog', { name: 'Preview only' });
    await expect(alert.getByRole('button').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('OK');
    await page.keyboard.press('Enter');
    await expect.poll(() => answer(page)).toBe('confirm');
    await page.close();
  });

  it('an information dialog hides itself after 2000 ms, which counts as confirmed', async () => {
    const page = await site.browser.newPage();
    await openHome(page);
    const started = Date.now();
    await openDialog(page, { kind: 'information', title: 'Saved', message: 'Your changes are saved.' });
    await expect.poll(() => answer(page), { timeout: 5000 }).toBe('confirm');
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(DIALOG.INFORMATION_AUTO_HIDE_MS - 100);
    expect(took).toBeLessThan(DIALOG.INFORMATION_AUTO_HIDE_MS + 1500);
    await expect(page.locator('dialog.site-dialog').count()).resolves.toBe(0);
    await page.close();
  });
});
