import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { FORM_MESSAGES } from '../../../src/shared/messages/formMessages';
import { OFFLINE_MESSAGES } from '../../../src/shared/forms/fieldMessages';
import { addFault, FIXTURE_SITE, openForm } from './formPages';
import { sendSimpleForm } from './simpleForm';

const site = useSiteServer({ site: FIXTURE_SITE });
let context: BrowserContext;

// A fresh browser context per case: nothing kept from an earlier case is replayed into this one.
async function openSimple(): Promise<Page> {
  await context?.close();
  context = await site.browser.newContext();
  const page = await context.newPage();
  await openForm(page, `${site.server.url}/simple`);
  return page;
}

async function expectUnlockedWith(page: Page, message: string): Promise<void> {
  await page.locator('.form-message').getByText(message, { exact: true }).waitFor();
  await expect(page.getByRole('button', { name: 'Submit' }).isEnabled()).resolves.toBe(true);
  await expect(page.locator('fieldset.form-body').getAttribute('disabled')).resolves.toBeNull();
  await expect(page.getByLabel('Email').isEnabled()).resolves.toBe(true);
  await expect(page.locator('.form-problem-above').textContent()).resolves.toBe(FORM_MESSAGES.problemAbove);
  await expect(page.locator('.form-problem-below').textContent()).resolves.toBe(FORM_MESSAGES.problemBelow);
}

describe('form failures: the message of spec §8 for each case', () => {
  for (const [status, message] of [
    [401, FORM_MESSAGES.unauthorized],
    [404, FORM_MESSAGES.notConfigured],
    [429, FORM_MESSAGES.rateLimited],
  ] as const) {
    it(`save answered ${status}: "${message}", the form unlocked`, async () => {
      const page = await openSimple();
      await addFault(site.server, { call: 'save', status });
      await sendSimpleForm(page);
      await expectUnlockedWith(page, message);
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ann@example.com');
    });
  }

  it('key answered 429: the rate-limit message', async () => {
    const page = await openSimple();
    await addFault(site.server, { call: 'key', status: 429 });
    await sendSimpleForm(page);
    await expectUnlockedWith(page, FORM_MESSAGES.rateLimited);
  });

  it('key answered 400 (unusable): the key-failure message', async () => {
    const page = await openSimple();
    await addFault(site.server, { call: 'key', status: 400 });
    await sendSimpleForm(page);
    await expectUnlockedWith(page, FORM_MESSAGES.noSubmissionKey);
  });

  it('key answered 500: the key-failure message, and the submission is kept for later', async () => {
    const page = await openSimple();
    await addFault(site.server, { call: 'key', status: 500 });
    await sendSimpleForm(page);
    await page.locator('.form-saved').getByText(OFFLINE_MESSAGES.savedForLater).waitFor();
    await expect(page.locator('.form-saved .form-message').textContent()).resolves.toBe(FORM_MESSAGES.noSubmissionKey);
  });

  it('save answered 500: the 500 message, and the submission is kept for later', async () => {
    const page = await openSimple();
    await addFault(site.server, { call: 'save', status: 500 });
    await sendSimpleForm(page);
    await page.locator('.form-saved').getByText(OFFLINE_MESSAGES.savedForLater).waitFor();
    await expect(page.locator('.form-saved .form-message').textContent()).resolves.toBe(FORM_MESSAGES.sendFailed);
    await expect(page.locator('#main form').count()).resolves.toBe(0);
  });

  it('save answered 400 with data.errors: each field marked with its message, the general message above and below', async () => {
    const page = await openSimple();
    await addFault(site.server, {
      call: 'save',
      status: 400,
      errors: { email: 'This address is on a block list.', comment: 'Too friendly.' },
    });
    await sendSimpleForm(page);
    await expectUnlockedWith(page, FORM_MESSAGES.formInvalid);
    await expect(page.locator('[data-field-id="email"] .form-error').textContent()).resolves.toBe(
      'This address is on a block list.',
    );
    await expect(page.locator('[data-field-id="comment"] .form-error').textContent()).resolves.toBe('Too friendly.');
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  // The body is altered on its way (page.route), and the real server judges it.
  async function sendAltered(
    page: Page,
    alter: (body: Record<string, unknown>) => Record<string, unknown>,
  ): Promise<void> {
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.continue({ postData: JSON.stringify(alter(route.request().postDataJSON() as Record<string, unknown>)) }),
    );
    await sendSimpleForm(page);
  }

  it('form values the server cannot parse: "Could not parse the form fields…"', async () => {
    const page = await openSimple();
    await sendAltered(page, (body) => ({ ...body, form: '{"email": "ann@exa' }));
    await expectUnlockedWith(page, FORM_MESSAGES.unparseableFields);
  });

  it('a malformed request (400 without data): the submit-failure message', async () => {
    const page = await openSimple();
    await sendAltered(page, ({ pageId: _dropped, ...body }) => body);
    await expectUnlockedWith(page, FORM_MESSAGES.submitFailed);
  });

  it('another 4xx: data.error, here the default message', async () => {
    const page = await openSimple();
    await addFault(site.server, { call: 'save', status: 418 });
    await sendSimpleForm(page);
    await expectUnlockedWith(page, FORM_MESSAGES.unknownError);
  });

  it('locks the fields and reads Submitting… while submitting', async () => {
    const page = await openSimple();
    // Hold the save until the test has looked at the form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await sendSimpleForm(page);
    await page.getByRole('button', { name: FORM_MESSAGES.submitting }).waitFor();
    await expect(page.locator('fieldset.form-body').getAttribute('disabled')).resolves.toBe('');
    await expect(page.getByLabel('Email').isDisabled()).resolves.toBe(true);
    release();
    await page.getByText('Got it.').waitFor();
  });

  it('newsletter: the message without the general message above or below', async () => {
    await context?.close();
    context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/`, 'newsletter');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.locator('.form-message').getByText(FORM_MESSAGES.formInvalid).waitFor();
    await expect(page.locator('.form-problem').count()).resolves.toBe(0);
    await addFault(site.server, { call: 'save', status: 429 });
    await page.getByLabel('Email Address').fill('news@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.locator('.form-message').getByText(FORM_MESSAGES.rateLimited).waitFor();
    await expect(page.locator('.form-problem').count()).resolves.toBe(0);
  });
});
