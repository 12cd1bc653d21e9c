import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { PHONE } from '../harness/phone';
import { CONSENT_COOKIE_NAME } from '../../../src/shared/constants/cookies';
import { CONSENT_VALUES } from '../../../src/shared/visitor/consentValues';

// The showcase as a German store (website.locale de-DE): what the German demo store does not show, since it
// sets every button's text and has no member page. An owner field left unset reads German (the contact form's
// and the newsletter's buttons and thanks), and the member page's login and account forms show the server's
// refusals of each field in German.
type Block = { type: string; data: Record<string, unknown> };
const site = useSiteServer({
  site: writeDemoVariant((showcase) => {
    showcase.website.locale = 'de-DE';
    for (const page of showcase.pages as { sections: { blocks: Block[] }[] }[])
      for (const block of page.sections.flatMap((section) => section.blocks))
        if (block.type === 'form' || block.type === 'newsletter') {
          delete block.data.submitButtonText;
          delete block.data.success;
        }
  }),
});
const SHOTS = '.tmp/german-showcase';

async function openPhone() {
  const context = await site.browser.newContext({ ...PHONE, locale: 'en-US' });
  await context.addCookies([{ name: CONSENT_COOKIE_NAME, value: CONSENT_VALUES.DECLINED, url: site.server.url }]);
  return { context, page: await context.newPage() };
}

describe('the showcase as a German store, on a phone', () => {
  it('a form’s and a newsletter’s unset button and thanks read German, before and after hydration', async () => {
    const { context, page } = await openPhone();
    await page.goto(site.server.url + '/contact', { waitUntil: 'load' });
    const form = page.locator('.block-form');
    await expect(form.locator('.form-submit').innerText()).resolves.toBe('Absenden');
    await page.locator('[data-island="form"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="form"][data-hydrated="true"]');
    await expect(form.locator('.form-submit').innerText()).resolves.toBe('Absenden');

    await page.goto(site.server.url + '/', { waitUntil: 'load' });
    const newsletter = page.locator('.block-newsletter');
    await expect(newsletter.locator('.form-submit').innerText()).resolves.toBe('Abonnieren');
    await page.locator('[data-island="newsletter"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydrated="true"]');
    await expect(newsletter.locator('.form-submit').innerText()).resolves.toBe('Abonnieren');
    await newsletter.locator('input[type="email"]').fill('leserin@example.com');
    await newsletter.locator('.form-submit').click();
    await expect.poll(() => newsletter.innerText()).toContain('Vielen Dank!');
    await context.close();
  });

  it('the member page’s login and account forms show the server’s refusals of each field in German', async () => {
    const { context, page } = await openPhone();
    // The refusals asked for are the server's 400s; anything else logged is not.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (/^Failed to load resource: .* 400/.test(message.text())) return;
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(site.server.url + '/members');
    await page.locator('[data-member-gate][data-ready="true"]').first().waitFor({ timeout: 15_000 });

    // The login form sent empty: its message line says what each field lacks.
    const login = page.locator('form[data-account-form="login"]');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect
      .poll(() => login.locator('.page-lock__error').innerText())
      .toBe('Geben Sie Ihre E-Mail-Adresse ein. Geben Sie ein Passwort ein.');

    // The account form: a bad email and a short password, each refused under its field.
    await login.getByRole('button', { name: 'Konto anlegen' }).click();
    const create = page.locator('form[data-account-form="create"]');
    await create.getByLabel('E-Mail').fill('kim.example.com');
    await create.getByLabel('Passwort').fill('kurz');
    await create.getByRole('button', { name: 'Konto anlegen' }).click();
    const fieldError = (field: string) => create.locator(`.account-field-error[data-field="${field}"]`);
    await expect.poll(() => fieldError('password').innerText()).toBe('Das Passwort braucht mindestens 8 Zeichen.');
    await expect(fieldError('email').innerText()).resolves.toBe(
      'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    );
    await expect(fieldError('name').isVisible()).resolves.toBe(false);
    await expect(create.getByLabel('Passwort').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(create.locator('.page-lock__error').innerText()).resolves.toBe(
      'Bitte prüfen Sie die markierten Felder.',
    );
    await create.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-form-server-errors.png` });

    // Corrected, the account is made and the member is greeted in German.
    await create.getByLabel('E-Mail').fill('kim@example.com');
    await create.getByLabel('Passwort').fill('lang-genug-1');
    await create.getByRole('button', { name: 'Konto anlegen' }).click();
    await page
      .getByRole('status')
      .getByText('Ihr Konto ist bereit. Sie sind angemeldet als kim@example.com.')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
