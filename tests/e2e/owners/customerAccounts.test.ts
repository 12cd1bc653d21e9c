import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { PIXEL_ID, readPixelCalls, readPixelFetches, writePixelStore } from '../commerce/writePixelStore';
import { readRecords } from '../collectors/readRecords';
import { DIALOG_MESSAGES } from '../../../src/shared/messages/dialogMessages';
import { LOGIN_REQUIRED_EVENT } from '../../../src/shared/dataLayer/loginRequiredEvent';
import { countRows } from './accounts';
import { PHONE } from '../harness/phone';
import { MEMBER_JOIN_FRAGMENT } from '../../../src/shared/constants/routes';

// Customer accounts (docs/owners.md): a visitor creates a member account on a member-only page's lock or in
// the login dialog a login-required reply opens, is logged in by it, and the `create-account` commerce event
// is stored once and reaches the social-ad pixel only with consent. The Escape login dialog offers none.
const site = useSiteServer({ site: writePixelStore() });
const MEMBER_TEXT = 'Members get first pick of every batch';

const accountEvents = () =>
  readRecords(site.server.databaseFile, 'event').filter((r) => r.type === 'commerce.create-account');

async function openLock(consent: string | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext();
  if (consent !== null) await context.addCookies([{ name: 'ss_cookieAllowed', value: consent, url: site.server.url }]);
  const page = await context.newPage();
  await page.goto(`${site.server.url}/members`);
  await page.locator('[data-member-gate][data-ready="true"]').first().waitFor({ timeout: 15_000 });
  return { context, page };
}

async function fillAccount(form: ReturnType<Page['locator']>, name: string, email: string, password: string) {
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
}

describe('customer account creation on the page lock', () => {
  it('names bad fields, creates the account, logs the member in; event stored once and sent to the consented pixel', async () => {
    const { context, page } = await openLock('true');
    const before = await readPixelFetches(site.server.url);
    await page.getByRole('button', { name: 'Create account' }).click();
    const form = page.locator('form[data-account-form="create"]');
    await expect(form.isVisible()).resolves.toBe(true);
    await expect(page.locator('form[data-account-form="login"]').isVisible()).resolves.toBe(false);

    await fillAccount(form, 'Nia Customer', 'nia@example.com', 'short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form
      .locator('.account-field-error[data-field="password"]')
      .getByText('The password needs at least 8 characters.')
      .waitFor();
    await expect(form.getByLabel('Password').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(countRows(site.server.databaseFile, 'site_members')).toBe(0);

    await form.getByLabel('Password').fill('long-enough-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').getByText('Your account is ready. You are logged in as Nia Customer.').waitFor();
    expect(countRows(site.server.databaseFile, 'site_members')).toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('siteUserXsrfToken'))).resolves.toMatch(/\S{40,}/);

    await expect
      .poll(() => readPixelCalls(page))
      .toEqual([
        ['init', PIXEL_ID],
        ['track', 'CompleteRegistration', { source: 'page-lock' }],
      ]);
    expect(await readPixelFetches(site.server.url)).toBe(before + 1);
    await expect.poll(() => accountEvents().length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(accountEvents()[0]!.payload.data as string)).toEqual({ source: 'page-lock' });

    // Logged in: the page opens as the member's.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Continue' }).click()]);
    await page.getByText(MEMBER_TEXT).waitFor();
    await expect(page.locator('.member-bar').textContent()).resolves.toContain('Signed in as Nia Customer');
    await expect(page.getByText(DIALOG_MESSAGES.pageLockLabel).count()).resolves.toBe(0);
    await expectStaysFor(1500, 'the account event is stored once', () => accountEvents().length, 1);
    await context.close();
  });

  it('without consent records the event but loads and calls no pixel; a taken email is said on its field', async () => {
    const { context, page } = await openLock(null);
    const before = await readPixelFetches(site.server.url);
    const recorded = accountEvents().length;
    await page.getByRole('button', { name: 'Create account' }).click();
    const form = page.locator('form[data-account-form="create"]');
    await fillAccount(form, '', 'nia@example.com', 'long-enough-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form
      .locator('.account-field-error[data-field="email"]')
      .getByText('An account with this email already exists. Please log in instead.')
      .waitFor();
    await form.getByLabel('Email').fill('quiet@example.com');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').getByText('You are logged in as quiet@example.com.').waitFor();
    await expect.poll(() => accountEvents().length, { timeout: 15_000 }).toBe(recorded + 1);
    await expectStaysFor(500, 'no pixel without consent', () => readPixelCalls(page), null);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
    expect(await readPixelFetches(site.server.url)).toBe(before);
    await context.close();
  });

  it('opens on the account form from a "Join" link (/members#join), also from the page itself', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/members${MEMBER_JOIN_FRAGMENT}`);
    const create = page.locator('form[data-account-form="create"]');
    await create.waitFor({ state: 'visible', timeout: 15_000 });
    await expect(page.locator('form[data-account-form="login"]').isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
    // Back to the login form, then a Join link on the same page opens the account form again.
    await create.getByRole('button', { name: 'I have an account' }).click();
    await page.evaluate(() => (location.hash = ''));
    await page.evaluate((hash) => (location.hash = hash), MEMBER_JOIN_FRAGMENT);
    await create.waitFor({ state: 'visible' });
    await context.close();
  });
});

describe('the account form fits the screen', () => {
  for (const [name, options] of [
    ['a phone', PHONE],
    ['a 320 px screen', { viewport: { width: 320, height: 640 } }],
  ] as const) {
    it(`on ${name}, on the page lock and in the login dialog`, async () => {
      const context = await site.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${site.server.url}/members`);
      await page.locator('[data-member-gate][data-ready="true"]').first().waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.locator('form[data-account-form="create"]').getByLabel('Email').waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.evaluate((event) => window.dispatchEvent(new CustomEvent(event)), LOGIN_REQUIRED_EVENT);
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      const box = await page.getByRole('dialog', { name: 'Create an account' }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(options.viewport.width);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

describe('account creation in the login dialog', () => {
  it('is not offered in the dialog the Escape shortcut opens', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/gallery`);
    await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
    await page.keyboard.press('Escape');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-account-creation')).resolves.toBe('disabled');
    await expect(dialog.getByRole('button', { name: 'Create account' }).count()).resolves.toBe(0);
    await expect(dialog.getByLabel('Name (optional)').count()).resolves.toBe(0);
    await context.close();
  });

  it('is offered in the dialog a login-required reply opens, and creates the account there', async () => {
    const context = await site.browser.newContext();
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: site.server.url }]);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/gallery`);
    await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
    const recorded = accountEvents().length;
    await page.evaluate(
      (name) => window.dispatchEvent(new CustomEvent(name, { detail: { url: '/api/x', status: 401 } })),
      LOGIN_REQUIRED_EVENT,
    );
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-account-creation')).resolves.toBe('enabled');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const created = page.getByRole('dialog', { name: 'Create an account' });
    await created.waitFor();
    await created.getByLabel('Name (optional)').fill('Dee Dialog');
    await created.getByLabel('Email').fill('dee@example.com');
    await created.getByLabel('Password').fill('long-enough-1');
    await created.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Your account is ready. You are logged in as Dee Dialog.').waitFor();
    await expect
      .poll(() => readPixelCalls(page))
      .toContainEqual(['track', 'CompleteRegistration', { source: 'login-dialog' }]);
    await expect.poll(() => accountEvents().length, { timeout: 15_000 }).toBe(recorded + 1);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Continue' }).click()]);
    await page.goto(`${site.server.url}/members`);
    await page.getByText(MEMBER_TEXT).waitFor();
    await context.close();
  });
});
