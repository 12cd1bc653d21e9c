import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { DIALOG_MESSAGES } from '../../../src/shared/messages/dialogMessages';
import { countRows, createAccount } from './accounts';

let server: RunningServer;
let browser: Browser;
const MEMBER = { email: 'member@example.com', password: 'member-pass-1' };
// Member content of the demo site's /members page, and its pricing toggle shown to everyone.
const MEMBER_TEXT = 'Members get first pick of every batch';
const PRICING_TEXT = 'Choose how you pay';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createAccount(server.databaseFile, { ...MEMBER, name: 'Mo Member' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// The gate's login and logout code is imported after boot; click only once it is bound.
const gateReady = (page: Page) =>
  page.locator('[data-member-gate][data-ready="true"]').first().waitFor({ timeout: 15_000 });

describe('member-only page', () => {
  it('serves the page-lock label and the pricing toggle, not the member content, in the HTML', async () => {
    const response = await fetch(`${server.url}/members`);
    const html = await response.text();
    expect(html).toContain(DIALOG_MESSAGES.pageLockLabel);
    expect(html).toContain(PRICING_TEXT);
    expect(html).not.toContain(MEMBER_TEXT);
  });

  it('lets a member log in from the lock screen and out again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/members`);
    await page.getByText(DIALOG_MESSAGES.pageLockLabel).waitFor();
    await gateReady(page);
    const form = page.locator('.member-login-form');
    await form.getByLabel('Email').fill(MEMBER.email);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    await form.getByLabel('Password').fill(MEMBER.password);
    await form.getByLabel('Remember me').check();
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByText(MEMBER_TEXT).waitFor();
    await gateReady(page);
    await expect(page.getByText(DIALOG_MESSAGES.pageLockLabel).count()).resolves.toBe(0);
    await expect(page.locator('.member-bar').textContent()).resolves.toContain('Signed in as Mo Member');
    expect(countRows(server.databaseFile, 'member_sessions')).toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('siteUserXsrfToken'))).resolves.toMatch(/\S{40,}/);

    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.member-bar').getByRole('button', { name: 'Log out' }).click(),
    ]);
    await page.getByText(DIALOG_MESSAGES.pageLockLabel).waitFor();
    expect(countRows(server.databaseFile, 'member_sessions')).toBe(0);
    await context.close();
  });

  it('retries the member logout once when the crumb was stale', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/members`);
    await gateReady(page);
    const form = page.locator('.member-login-form');
    await form.getByLabel('Email').fill(MEMBER.email);
    await form.getByLabel('Password').fill(MEMBER.password);
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByText(MEMBER_TEXT).waitFor();
    await gateReady(page);
    // Spoil the crumb of the first DELETE only: the server answers crumbFail, the browser retries once.
    let spoiled = false;
    await page.route('**/api/site-users/account/session*', async (route) => {
      if (route.request().method() !== 'DELETE' || spoiled) return route.continue();
      spoiled = true;
      await route.continue({ headers: { ...route.request().headers(), 'x-csrf-token': 'stale' } });
    });
    const deletes: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'DELETE') deletes.push(r.status());
    });
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.member-bar').getByRole('button', { name: 'Log out' }).click(),
    ]);
    await page.getByText(DIALOG_MESSAGES.pageLockLabel).waitFor();
    expect(deletes).toEqual([401, 200]);
    expect(countRows(server.databaseFile, 'member_sessions')).toBe(0);
    await context.close();
  });
});
