import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { observeLayoutShift } from '../harness/observeLayoutShift';
import { holdDocumentAt, type DocumentHold } from '../harness/holdDocumentAt';
import { createAccount, logInContext } from '../owners/accounts';

// A slow network hands the browser a page in pieces, and the browser paints each piece as it parses it. The
// site's chrome (the owner's bar, the header) is a row whose items are placed by the ones after them: painted
// half, it moves when the rest arrives. Here the page's HTML stops in the middle of its chrome until the
// browser has painted what it had, then the rest follows. (On a phone the header and the owner's bar are laid
// out so that a half does not move when the rest arrives; a desktop's rows are not.)
const site = useSiteServer();
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-pass-1' };
let hold: DocumentHold | undefined;
beforeAll(() => createAccount(site.server.databaseFile, { ...VIEWER, roles: 'VIEWER' }));
afterEach(async () => {
  await hold?.close();
  hold = undefined;
});

async function openInTwoPieces(device: BrowserContextOptions, splitBefore: string, owner = false) {
  hold = await holdDocumentAt(site.server.url, splitBefore);
  const context = await site.browser.newContext(device);
  // Cookies are per host, not per port: logged in on the server, the browser is logged in through the proxy.
  if (owner) await logInContext(context, site.server.url, VIEWER.email, VIEWER.password);
  const page = await context.newPage();
  const layoutShift = await observeLayoutShift(page);
  await page.goto(`${hold.url}/gallery`, { waitUntil: 'commit' });
  await hold.held();
  // Two frames: the browser has painted what it parsed of the first piece.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  hold.release();
  await page.waitForLoadState('load');
  await page.locator('.site-header .site-title').waitFor({ state: 'visible' });
  return { context, page, layoutShift };
}

describe("the site's chrome paints whole when the page arrives in pieces", () => {
  it('moves nothing of the header on a desktop when its cart indicator arrives late', async () => {
    const { context, layoutShift } = await openInTwoPieces(DESKTOP, '<a class="cart-indicator"');
    expect(await layoutShift()).toBe(0);
    await context.close();
  });

  it("moves nothing of the owner's bar on a desktop when its buttons arrive late", async () => {
    const { context, page, layoutShift } = await openInTwoPieces(DESKTOP, '<a class="owner-button"', true);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    expect(await layoutShift()).toBe(0);
    await context.close();
  });
});
