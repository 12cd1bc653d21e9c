import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { FORM_MESSAGES } from '../../../src/shared/messages/formMessages';
import { addFault, FIXTURE_SITE, openForm, storedSubmissions, waitForStored } from './formPages';
import { sendSimpleForm } from './simpleForm';
import { expectStaysFor } from '../harness/holdFor';
import { startFakeCaptchaProvider, type FakeCaptchaProvider } from '../../fakes/startFakeCaptchaProvider';
import { readRecords } from '../collectors/readRecords';

// The captcha provider's verify endpoint, faked locally; registered before the server, which is told its URL.
let provider: FakeCaptchaProvider;
beforeAll(async () => {
  provider = await startFakeCaptchaProvider();
});
afterAll(() => provider.stop());
const site = useSiteServer({ site: FIXTURE_SITE, env: () => provider.env });

describe('success behaviour', () => {
  it('hides the form and shows the success text', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await sendSimpleForm(page, 'text@example.com');
    await page.locator('.form-success[role="status"]').getByText('Got it.').waitFor();
    await expect(page.locator('form[data-form-id="simple"]').count()).resolves.toBe(0);
    expect(await waitForStored(site.server, 1, 'simple', 20000, 'text@example.com')).toHaveLength(1);
    await page.close();
  });

  it('sends once when Enter is pressed twice in a row', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await page.getByLabel('Email').fill('twice@example.com');
    await page.getByLabel('Comment').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByText('Got it.').waitFor();
    expect(await waitForStored(site.server, 1, 'simple', 5000, 'twice@example.com')).toHaveLength(1);
    await expectStaysFor(
      500,
      'the second Enter submits nothing',
      () => storedSubmissions(site.server, 'simple').filter((row) => row.values.email === 'twice@example.com').length,
      1,
    );
    await page.close();
  });

  it('shows the success HTML and runs its scripts', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/html-success`);
    await page.getByLabel('Word').fill('hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.custom-success').waitFor();
    await expect(page.locator('.custom-success strong').textContent()).resolves.toBe('thanks');
    await page.waitForFunction(() => document.body.dataset.successScriptRan === 'yes');
    await expect(page.locator('#main form').count()).resolves.toBe(0);
    await page.close();
  });

  it('redirects to the success URL', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/redirect`);
    await page.getByLabel('Word').fill('hello');
    await Promise.all([
      page.waitForURL(`${site.server.url}/thanks`),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    await expect(page.locator('h2, h1').first().textContent()).resolves.toContain('Thanks for writing');
    expect(await waitForStored(site.server, 1, 'redirect')).toHaveLength(1);
    await page.close();
  });

  it('records one census.form-render record each time a form is shown', async () => {
    const countRecords = () =>
      readRecords(site.server.databaseFile, 'census.form-render').filter((r) => r.payload.formId === 'census-only')
        .length;
    const before = countRecords();
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/census`);
    // The pipeline sends in batches, and on page hide at the latest.
    await expect
      .poll(countRecords, { timeout: 8000 })
      .toBe(before + 1)
      .catch(() => undefined);
    await page.close({ runBeforeUnload: true });
    await expect.poll(countRecords, { timeout: 20000 }).toBe(before + 1);
    await expectStaysFor(1000, 'the census record is stored once', countRecords, before + 1);
  });
});

describe('newsletter', () => {
  it('subscribes on the shared machinery, and takes the small-container class under 320 px', async () => {
    const wide = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await openForm(wide, `${site.server.url}/`, 'newsletter');
    await expect(wide.locator('.block-newsletter').getAttribute('class')).resolves.not.toContain('small-container');
    await wide.getByLabel('Email Address').fill('reader@example.com');
    await wide.getByRole('button', { name: 'Sign Up' }).click();
    await wide.getByText('Thanks for subscribing!').waitFor();
    expect((await waitForStored(site.server, 1, 'newsletter'))[0]?.values).toEqual({ email: 'reader@example.com' });
    await wide.close();
    const narrow = await site.browser.newPage({ viewport: { width: 300, height: 700 } });
    await openForm(narrow, `${site.server.url}/`, 'newsletter');
    await narrow.waitForSelector('.block-newsletter.small-container');
    await narrow.close();
  });
});

describe('captcha', () => {
  it('loads the configured widget, refuses to submit before it is completed, and sends its token', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    await openForm(page, `${site.server.url}/captcha`);
    const widget = page.locator('.test-captcha');
    await widget.waitFor();
    await expect(widget.getAttribute('data-size')).resolves.toBe('normal');
    await expect(widget.getAttribute('data-sitekey')).resolves.toBe('test-site-key');
    await page.getByLabel('Word').fill('hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.form-message').getByText(FORM_MESSAGES.captchaIncomplete).waitFor();
    await widget.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Human after all.').waitFor();
    expect(await waitForStored(site.server, 1, 'captcha')).toHaveLength(1);
    expect(provider.calls.at(-1)).toMatchObject({ secret: provider.secret, remoteip: '127.0.0.1' });
    expect(provider.calls.at(-1)?.response).toMatch(/^test-captcha-token-/);
    await page.close();
  });

  it("a token the provider refuses fails with the spec's message and stores nothing", async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/captcha`);
    await page.getByLabel('Word').fill('refused');
    await page.locator('.test-captcha').getByRole('checkbox').check();
    provider.behave(500);
    try {
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.form-message').getByText(FORM_MESSAGES.captchaIncomplete).waitFor();
    } finally {
      provider.behave('normal');
    }
    expect(storedSubmissions(site.server, 'captcha').filter((row) => row.values.word === 'refused')).toHaveLength(0);
    await page.close();
  });

  it('is compact under 320 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 300, height: 700 } });
    await openForm(page, `${site.server.url}/captcha`);
    await expect(page.locator('.test-captcha').getAttribute('data-size')).resolves.toBe('compact');
    await page.close();
  });

  it('an expired token counts as incomplete', async () => {
    const context = await site.browser.newContext();
    await context.addInitScript(() => ((window as unknown as Record<string, unknown>).TEST_CAPTCHA_EXPIRY_S = 0.5));
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/captcha`);
    await page.getByLabel('Word').fill('hello');
    await page.locator('.test-captcha').getByRole('checkbox').check();
    await page.waitForFunction(() => !(document.querySelector('.test-captcha input') as HTMLInputElement).checked);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.form-message').getByText(FORM_MESSAGES.captchaIncomplete).waitFor();
    await context.close();
  });

  it('after a failure the captcha is reset and submitting waits until it is completed again', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/captcha`);
    await page.getByLabel('Word').fill('again');
    const box = page.locator('.test-captcha').getByRole('checkbox');
    await box.check();
    await addFault(site.server, { call: 'save', status: 401 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.form-message').getByText(FORM_MESSAGES.unauthorized).waitFor();
    await expect(box.isChecked()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Submit' }).isDisabled()).resolves.toBe(true);
    await box.check();
    await expect(page.getByRole('button', { name: 'Submit' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Human after all.').waitFor();
    await page.close();
  });
});
