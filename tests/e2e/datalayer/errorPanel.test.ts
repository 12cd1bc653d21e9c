import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { callDataLayer, openSitePage } from './openSitePage';
import { DATA_LAYER_MESSAGES } from '../../../src/shared/messages/dataLayerMessages';
import { DIALOG } from '../../../src/shared/constants/limits';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer();

const panel = (page: Page) => page.getByRole('alertdialog');

describe('full-page error panel (spec visitor-runtime §8)', () => {
  it('shows a cleaned error as "Something Went Wrong!" when the call has no handler, above everything, with focus', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { reported: string[] }).reported = []);
      window.addEventListener('error', (event) => seen.push(`${(event.error as Error).name}: ${event.message}`));
    });
    const result = await callDataLayer(page, 'post', 'test/status/500');
    expect(result.message).toBe(DATA_LAYER_MESSAGES.internalServerError);
    // "automatically logged and reported": the window error event the error collector listens to fired once.
    await expect(page.evaluate(() => (window as unknown as { reported: string[] }).reported)).resolves.toEqual([
      `DataLayerError: Uncaught DataLayerError: ${DATA_LAYER_MESSAGES.internalServerError}`,
    ]);
    await expect(panel(page).isVisible()).resolves.toBe(true);
    await expect(panel(page).getByRole('heading').textContent()).resolves.toBe('Something Went Wrong!');
    await expect(panel(page).locator('p').textContent()).resolves.toBe(
      'Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.',
    );
    // The visitor never sees the server's failure detail.
    await expect(panel(page).textContent()).resolves.not.toContain('Internal server error');
    await expect(panel(page).getAttribute('aria-modal')).resolves.toBe('true');
    await expect(panel(page).evaluate((el) => getComputedStyle(el).zIndex)).resolves.toBe(String(DIALOG.Z_INDEX));
    await expect(panel(page).evaluate((el) => getComputedStyle(el).position)).resolves.toBe('fixed');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alertdialog');
    await expect(panel(page).getByRole('button').allTextContents()).resolves.toEqual(['Reload Page', 'Clear']);
    await context.close();
  });

  it('keeps the panel on Escape, moving focus to Clear; Clear removes it and gives focus back', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    await callDataLayer(page, 'get', 'test/not-json');
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await expect(panel(page).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Clear');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Reload Page');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Clear');
    await page.keyboard.press('Enter');
    await expect(panel(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(true);
    await context.close();
  });

  it('Reload Page reloads the page', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await callDataLayer(page, 'delete', 'test/status/501');
    const reloaded = page.waitForEvent('load');
    await panel(page).getByRole('button', { name: 'Reload Page' }).click();
    await reloaded;
    await expect(
      page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).resolves.toBeUndefined();
    await expect(panel(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows an error that is not cleaned with its own message', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    await callDataLayer(page, 'get', 'test/status/503');
    await expect(panel(page).getByRole('heading').textContent()).resolves.toBe(DATA_LAYER_MESSAGES.errorPanelTitle);
    await expect(panel(page).locator('p').textContent()).resolves.toBe(
      'This service is temporarily unavailable. Please try again later.',
    );
    // A second failure updates the one panel instead of stacking another.
    await callDataLayer(page, 'get', 'test/status/401');
    await expect(panel(page).count()).resolves.toBe(1);
    await expect(panel(page).locator('p').textContent()).resolves.toBe('Unauthorized request');
    await context.close();
  });

  it('shows the panel on authorizationFail even when the caller handles errors, and not for a handled failure', async () => {
    const { context, page } = await openSitePage(site.browser, site.server.url);
    const handled = await callDataLayer(page, 'get', 'test/status/500', { handleErrors: true });
    expect(handled.message).toBe(DATA_LAYER_MESSAGES.internalServerError);
    await expectStaysFor(200, 'a handled failure shows no panel', () => panel(page).count(), 0);
    const denied = await callDataLayer(page, 'post', 'test/authorization-fail', { handleErrors: true });
    expect(denied).toMatchObject({ message: 'Unauthorized request', status: 403 });
    await expect(panel(page).locator('p').textContent()).resolves.toBe('Unauthorized request');
    await context.close();
  });
});
