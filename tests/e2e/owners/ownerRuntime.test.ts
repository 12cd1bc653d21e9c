import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { DIALOG_MESSAGES } from '../../../src/shared/messages/dialogMessages';
import { DIALOG } from '../../../src/shared/constants/limits';
import { LOGOUT_EVENT } from '../../../src/shared/owner/ownerEvents';
import { countRows, createAccount, logInContext, runAccountCli } from './accounts';
import { PASSWORD_ARGUMENT_REFUSED } from '../../../src/shared/api/auth/parseAccountArguments';
import { expectStaysFor } from '../harness/holdFor';
import { observeLayoutShift } from '../harness/observeLayoutShift';
import { PHONE } from '../harness/phone';

let server: RunningServer;
let browser: Browser;
// 127.0.0.1 counts as localhost (no redirect, src/shared/owner/isLocalhost.ts); site.test is the same
// server under a real-looking host name, where the redirect applies.
let local: string;
let site: string;

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-1' };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-pass-1' };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ args: ['--host-resolver-rules=MAP site.test 127.0.0.1'] });
  local = server.url;
  site = `http://site.test:${server.port}`;
  await createAccount(server.databaseFile, { ...ADMIN, roles: 'ADMIN,EDITOR', name: 'Ada Admin' });
  await createAccount(server.databaseFile, { ...VIEWER, roles: 'VIEWER' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the main chunk has run, so the Escape listener is installed. */
async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
}

async function logInWithEscape(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log in' }).click()]);
}

describe('owner CLI', () => {
  it('names each bad argument and exits non-zero', async () => {
    const result = await runAccountCli(
      'ownerCreate',
      server.databaseFile,
      ['--email', 'not-an-email', '--roles', 'ADMIN,WIZARD'],
      'long-enough-pass',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--email');
    expect(result.stderr).toContain('--roles: not a website role: WIZARD');
    const short = await runAccountCli(
      'ownerCreate',
      server.databaseFile,
      ['--email', 'x@example.com', '--roles', 'ADMIN'],
      'short',
    );
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('password: expected at least 8 characters');
    // A password in the arguments would show in the process list and npm's banner: refused, and not echoed.
    const inArgs = await runAccountCli(
      'ownerCreate',
      server.databaseFile,
      ['--email', 'y@example.com', '--password', 'visible-pass-1', '--roles', 'ADMIN'],
      'visible-pass-1',
    );
    expect(inArgs.code).toBe(2);
    expect(inArgs.stderr).toContain(PASSWORD_ARGUMENT_REFUSED);
    expect(inArgs.stdout + inArgs.stderr).not.toContain('visible-pass-1');
    const duplicate = await runAccountCli(
      'ownerCreate',
      server.databaseFile,
      ['--email', ADMIN.email, '--roles', 'ADMIN'],
      'another-pass',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    expect(countRows(server.databaseFile, 'owner_accounts')).toBe(2);
  });
});

describe('Escape on a published page', () => {
  it('opens the login dialog for a visitor, without account creation, and Escape closes it', async () => {
    const page = await browser.newPage();
    await openPage(page, `${local}/gallery`);
    await page.keyboard.press('Escape');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-account-creation')).resolves.toBe('disabled');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('leaves Escape typed in a text field to the field when no dialog is open', async () => {
    const page = await browser.newPage();
    await openPage(page, `${local}/members`);
    await page.locator('.member-login-form').getByLabel('Email').focus();
    await page.keyboard.press('Escape');
    await expectStaysFor(
      300,
      'Escape in a text field opens no dialog',
      () => page.getByRole('dialog', { name: 'Log in' }).count(),
      0,
    );
    await page.locator('.page-lock__label').click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.close();
  });

  it('opens the login dialog on a login-required event from the data layer', async () => {
    const page = await browser.newPage();
    await openPage(page, `${local}/`);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('site-runtime:login-required', { detail: { url: '/api/x', status: 401 } })),
    );
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.close();
  });

  it('shows one generic error for a wrong password', async () => {
    const page = await browser.newPage();
    await openPage(page, `${local}/`);
    await page.keyboard.press('Escape');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    await page.close();
  });

  it('after login, Escape lands in /config with the page path and query as frameUrl (no redirect on localhost)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openPage(page, `${local}/gallery?x=1`);
    await logInWithEscape(page, ADMIN);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gallery');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/config/');
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe('/gallery?x=1');
    await context.close();
  });

  it('Shift+Escape logs out once even when pressed twice: the session ends, ss_lastid is cleared, the logout event fires, and the dialog hides after 2 s', async () => {
    const context = await browser.newContext();
    await logInContext(context, local, ADMIN.email, ADMIN.password);
    await context.addCookies([{ name: 'ss_lastid', value: btoa(JSON.stringify({ identifier: 'x' })), url: local }]);
    const sessionsBefore = countRows(server.databaseFile, 'owner_sessions');
    const page = await context.newPage();
    await openPage(page, `${local}/gallery`);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    await page.evaluate(
      (name) => window.addEventListener(name, () => sessionStorage.setItem('sawLogout', '1')),
      LOGOUT_EVENT,
    );
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/Logout')) logoutCalls.push(request.method());
    });
    // Pressed twice at once: logout runs once at a time, so one call reaches the server.
    await page.evaluate(() => {
      for (let i = 0; i < 2; i += 1)
        document.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, shiftKey: true, bubbles: true }),
        );
    });
    const dialog = page.getByRole('alertdialog', { name: DIALOG_MESSAGES.logoutTitle });
    await dialog.waitFor();
    const shownAt = Date.now();
    await expect(dialog.textContent()).resolves.toContain(DIALOG_MESSAGES.logoutMessage);
    // Back at the site root; the logout flag is dropped from the address once the dialog shows.
    expect(new URL(page.url()).pathname).toBe('/');
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    const hiddenAfter = Date.now() - shownAt;
    expect(hiddenAfter).toBeGreaterThan(DIALOG.INFORMATION_AUTO_HIDE_MS - 500);
    expect(hiddenAfter).toBeLessThan(DIALOG.INFORMATION_AUTO_HIDE_MS + 1500);
    expect(countRows(server.databaseFile, 'owner_sessions')).toBe(sessionsBefore - 1);
    expect(logoutCalls).toEqual(['POST']);
    expect((await context.cookies(local)).map((c) => c.name)).not.toContain('ss_lastid');
    await expect(page.evaluate(() => sessionStorage.getItem('sawLogout'))).resolves.toBe('1');
    await expect(page.locator('.owner-announcement-bar').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('admin events channel', () => {
  it("carries an admin's logout to the site's other tabs, which reload as a visitor's", async () => {
    const context = await browser.newContext();
    await logInContext(context, local, ADMIN.email, ADMIN.password);
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, `${local}/gallery`);
    await openPage(second, `${local}/store`);
    await second.locator('.owner-announcement-bar[data-ready]').waitFor();
    await first.locator('.owner-announcement-bar[data-ready]').waitFor();
    await first.keyboard.press('Shift+Escape');
    await second.waitForEvent('load');
    await second.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
    await expect(second.locator('.owner-announcement-bar').count()).resolves.toBe(0);
    expect(new URL(second.url()).pathname).toBe('/store');
    await context.close();
  });
});

describe('redirect of a page opened directly by a logged-in owner', () => {
  it('sends an owner to /config/?frameUrl={path and query} on a real host', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openPage(page, `${site}/gallery?a=1&b=2`);
    await logInWithEscape(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/config/');
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe('/gallery?a=1&b=2');
    await context.close();
  });

  it('does not redirect a viewer-only user', async () => {
    const context = await browser.newContext();
    await logInContext(context, site, VIEWER.email, VIEWER.password);
    const page = await context.newPage();
    await openPage(page, `${site}/gallery`);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    await expectStaysFor(300, 'no redirect', () => new URL(page.url()).pathname, '/gallery');
    await context.close();
  });

  it('remembers noredirect for the browser session', async () => {
    const context = await browser.newContext();
    await logInContext(context, site, ADMIN.email, ADMIN.password);
    const page = await context.newPage();
    await openPage(page, `${site}/gallery?noredirect`);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    await openPage(page, `${site}/store`);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    await expectStaysFor(300, 'noredirect holds for the session', () => new URL(page.url()).pathname, '/store');
    // A new browser session (new tab of a new context) has not seen noredirect: it is redirected.
    const fresh = await browser.newContext();
    await logInContext(fresh, site, ADMIN.email, ADMIN.password);
    const other = await fresh.newPage();
    await other.goto(`${site}/store`);
    await other.waitForURL((url) => url.pathname === '/config/');
    await fresh.close();
    await context.close();
  });
});

describe('owner requests without the crumb', () => {
  it('change nothing: logout and a header-footer PUT are refused and storage is unchanged', async () => {
    const context = await browser.newContext();
    await logInContext(context, local, ADMIN.email, ADMIN.password);
    const sessions = countRows(server.databaseFile, 'owner_sessions');
    const logout = await context.request.post(`${local}/api/auth/Logout`);
    expect(logout.status()).toBe(401);
    await expect(logout.json()).resolves.toMatchObject({ crumbFail: true });
    const put = await context.request.put(`${local}/api/site-header-footer`, { data: { header: 'x', footer: 'y' } });
    expect(put.status()).toBe(401);
    expect(countRows(server.databaseFile, 'owner_sessions')).toBe(sessions);
    expect(countRows(server.databaseFile, 'site_documents')).toBe(0);
    const page = await context.newPage();
    await openPage(page, `${local}/`);
    await page.locator('.owner-announcement-bar[data-ready]').waitFor();
    await context.close();
  });
});

describe('the owner bar', () => {
  const overlap = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('.owner-announcement-bar')!.getBoundingClientRect();
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      return { barBottom: bar.bottom, headerTop: header.top, width: document.documentElement.scrollWidth };
    });

  for (const [name, options] of [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', PHONE],
  ] as const)
    it(`sits above the site's header on a ${name}, covering none of it, and moves nothing when it goes live`, async () => {
      const context = await browser.newContext(options);
      await logInContext(context, local, VIEWER.email, VIEWER.password);
      const page = await context.newPage();
      const layoutShift = await observeLayoutShift(page);
      await openPage(page, `${local}/gallery`);
      await page.locator('.owner-announcement-bar[data-ready]').waitFor();
      const placed = await overlap(page);
      expect(placed.headerTop).toBeGreaterThanOrEqual(placed.barBottom);
      expect(placed.width).toBeLessThanOrEqual(options.viewport.width);
      expect(await layoutShift()).toBe(0);
      await context.close();
    });

  it("is not drawn over the site in the configuration area's preview frame", async () => {
    const context = await browser.newContext();
    await logInContext(context, local, VIEWER.email, VIEWER.password);
    const page = await context.newPage();
    await page.goto(`${local}/config/?frameUrl=%2Fgallery`);
    const frame = page.frameLocator('iframe');
    await frame.locator('.site-header').waitFor();
    await page.waitForFunction(() =>
      Boolean(
        (document.querySelector('iframe')?.contentWindow as unknown as { SiteRuntime?: unknown } | undefined)
          ?.SiteRuntime,
      ),
    );
    await expect(frame.locator('.owner-announcement-bar').count()).resolves.toBe(0);
    await context.close();
  });
});
