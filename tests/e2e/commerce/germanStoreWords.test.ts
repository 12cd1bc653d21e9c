import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { PHONE } from '../harness/phone';
import { CONSENT_COOKIE_NAME } from '../../../src/shared/constants/cookies';
import { CONSENT_VALUES } from '../../../src/shared/visitor/consentValues';
import { LOGIN_REQUIRED_EVENT } from '../../../src/shared/dataLayer/loginRequiredEvent';

// The German demo store (sites/demo-de, de-DE, EUR): the runtime's own words (buttons, labels, totals,
// messages, the header and the cart indicator) are German on every step of a purchase, as its content is.
const site = useSiteServer({ site: 'sites/demo-de/site.json' });

// Words the runtime writes in an English store; none may show in the German one.
const ENGLISH = [
  'Add to cart',
  'In stock',
  'Quantity',
  'Your cart',
  'Update',
  'Remove',
  'Apply',
  'Subtotal',
  'Shipping',
  'Total',
  'Checkout',
  'Continue shopping',
  'Place order',
  'Payment',
  'Thank you',
  'Order number',
  'Menu',
  'Search',
  // Forms and the newsletter: their fields' parts, prompts and refusals, browser's and server's alike.
  'This field is required',
  'First Name',
  'Last Name',
  'Select an option',
  'Email Address',
  'Email is not valid',
  'One or more fields',
  'Your form has encountered a problem',
  'Please scroll',
  'Submitting',
  'Sign Up',
  // The search page's refusals (written by the server).
  'Enter a word',
  'Your search is too long',
  'No results found',
  // The checkout's marked fields, and the reviews of what was bought.
  'Please check the highlighted fields',
  'expected',
  'required to ship',
  'Review what you bought',
  'Review',
  'Your rating',
  'Your review',
  'Your name',
  'Submit review',
  'Please select a star rating',
  'stars?',
  'Title',
  // A visitor's login and account dialogs, and the logout dialog.
  'Log in',
  'Password',
  'Create account',
  'Invalid email or password',
  // The server's refusals of the login and account forms' fields, and the API's generic 400.
  'Enter your email address',
  'Enter a password',
  'Enter an email address',
  'The password needs',
  'Invalid request',
  'Logout Successful',
  'logged out',
  'Close',
];

/** What a visitor reads on the page and what a screen reader names its controls. */
async function readWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [placeholder]')].map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`,
    );
    return `${document.body.innerText}\n${names.join('\n')}`;
  });
}

async function expectNoEnglish(page: Page): Promise<void> {
  const words = await readWords(page);
  for (const english of ENGLISH)
    expect(words, `${english} on ${page.url()}`).not.toMatch(new RegExp(`\\b${english}\\b`));
}

describe('the German store speaks German, on a phone', () => {
  it('product, cart, checkout and confirmation: German runtime words, German refusals, no English', async () => {
    const context = await site.browser.newContext({ ...PHONE, locale: 'en-US' });
    // The visitor already chose about cookies: the banner stays away from the buttons.
    await context.addCookies([{ name: CONSENT_COOKIE_NAME, value: CONSENT_VALUES.DECLINED, url: site.server.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    // The unknown coupon's 404 and the marked checkout and review forms' 400s are the refusals asked for; any
    // other error, or a hydration mismatch, is not.
    page.on('console', (message) => {
      if (/^Failed to load resource: .* (400|404)/.test(message.text())) return;
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // The product page, before and after the island hydrates (a browser set to English changes nothing).
    await page.goto(site.server.url + '/shop/harbour-bowl', { waitUntil: 'load' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
    await expect(page.locator('.product-availability').innerText()).resolves.toBe('Auf Lager');
    await expect(page.locator('.product-quantity').innerText()).resolves.toBe('Menge');
    await expect(page.locator('.site-menu-button').innerText()).resolves.toBe('Menü');
    await expect(page.locator('.product-measurements').innerText()).resolves.toMatch(/Gewicht[\s\S]*Maße/);
    await expectNoEnglish(page);
    await page.locator('.product-add').focus();
    await page.waitForSelector('[data-island="product"][data-hydrated="true"]');
    await expect(page.locator('.product-add').innerText()).resolves.toBe('In den Warenkorb');
    await page.locator('.product-add').click();
    await expect.poll(() => page.locator('.product-cart-note').innerText()).toBe('In den Warenkorb gelegt.');
    await expect
      .poll(() => page.locator('[data-cart-indicator]').getAttribute('aria-label'))
      .toBe('Warenkorb 1 (Ein Artikel im Warenkorb)');

    // The cart: its island, its totals, a refusal from the server, an update.
    await page.goto(site.server.url + '/cart', { waitUntil: 'load' });
    await page.waitForSelector('[data-island="cart"][data-hydrated="true"]');
    await expect(page.locator('#cart-title').innerText()).resolves.toBe('Ihr Warenkorb');
    await expect(page.locator('.cart-totals dt').allInnerTexts()).resolves.toEqual([
      'Zwischensumme',
      'Versand (Versicherter Versand nach Deutschland (5–7 Werktage))',
      'Gesamtsumme',
    ]);
    await expectNoEnglish(page);
    await page.fill('.cart-coupon input[name="code"]', 'GIBTESNICHT');
    await page.locator('.cart-coupon-apply').click();
    await expect.poll(() => page.locator('.cart-error').innerText()).toBe('Es gibt keinen Rabattcode GIBTESNICHT.');
    await page.fill('.cart-line input[name="quantity"]', '2');
    await page.locator('.cart-update').click();
    await expect.poll(() => page.locator('.cart-line-total').innerText()).toBe('110,00\u00a0€');
    await expect(page.locator('.cart-update').innerText()).resolves.toBe('Aktualisieren');

    // Checkout, with the fields it marks in German, then the order.
    await page.locator('.cart-checkout').click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.locator('#checkout-title').innerText()).resolves.toBe('Kasse');
    await expect(page.locator('.checkout-form legend').allInnerTexts()).resolves.toEqual([
      'Kontakt',
      'Lieferadresse',
      'Versand',
      'Zahlung',
      'Gutschein',
    ]);
    await expectNoEnglish(page);
    // A browser that does not check the fields itself (or a script-free post of bad values): the server marks
    // them, in German.
    await page.fill('input[name="email"]', 'keine-adresse');
    await page.fill('input[name="name"]', 'Kim Kundin');
    await page.fill('input[name="address1"]', ' ');
    await page.locator('.checkout-form').evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await page.locator('.checkout-place').click();
    await expect
      .poll(() => page.locator('.checkout-alert').innerText())
      .toBe('Bitte prüfen Sie die markierten Felder.');
    await expect(page.locator('#checkout-email-error').innerText()).resolves.toBe(
      'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    );
    await expectNoEnglish(page);
    await page.locator('.checkout-form').evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await page.fill('input[name="email"]', 'kundin@example.com');
    await page.fill('input[name="address1"]', ' ');
    await page.locator('.checkout-place').click();
    await expect
      .poll(() => page.locator('#checkout-address1-error').innerText())
      .toBe('Für den Versand Ihrer Bestellung erforderlich.');
    await expectNoEnglish(page);
    await page.fill('input[name="email"]', 'kundin@example.com');
    await page.fill('input[name="name"]', 'Kim Kundin');
    await page.fill('input[name="address1"]', 'Hafenstraße 2');
    await page.fill('input[name="city"]', 'Kiel');
    await page.fill('input[name="postalCode"]', '24103');
    await page.fill('input[name="country"]', 'Deutschland');
    await page.locator('.checkout-place').click();
    await page.waitForURL(/\/commerce\/order-confirmed\?order=/);
    await expect(page.locator('.order-confirmed h1').innerText()).resolves.toBe(
      'Vielen Dank: Ihre Bestellung ist bestätigt',
    );
    const number = await page.locator('.order-number').innerText();
    await expect(page.locator('.order-confirmed p').first().innerText()).resolves.toBe(
      `Bestellnummer ${number}. Eine Bestätigung geht an kundin@example.com.`,
    );
    await expect(page.locator('.order-totals dt').last().innerText()).resolves.toBe('Gesamtsumme');
    await expect(page.locator('#order-reviews-title').innerText()).resolves.toBe('Bewerten Sie Ihren Einkauf');
    await expect(page.locator('.order-review-link').innerText()).resolves.toBe('Hafenschale bewerten');
    await expectNoEnglish(page);

    // The review the order offers: its page, and its refusal of an empty form, in German.
    await page.locator('.order-review-link').click();
    await page.waitForURL(/\/commerce\/review\?request=/);
    await expect(page.locator('#review-title').innerText()).resolves.toBe('Hafenschale bewerten');
    await expectNoEnglish(page);
    await page.locator('.review-submit').click();
    await expect
      .poll(() => page.locator('#review-rating-error').innerText())
      .toBe('Bitte wählen Sie eine Sternebewertung');
    await expect(page.locator('#review-name-error').innerText()).resolves.toBe('Dieses Feld ist ein Pflichtfeld.');
    await expectNoEnglish(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contact form, newsletter and search: German labels and German refusals from browser and server', async () => {
    const context = await site.browser.newContext({ ...PHONE, locale: 'en-US' });
    await context.addCookies([{ name: CONSENT_COOKIE_NAME, value: CONSENT_VALUES.DECLINED, url: site.server.url }]);
    const page = await context.newPage();

    // The contact form, checked in the browser: every field's refusal and the form's messages.
    await page.goto(site.server.url + '/kontakt', { waitUntil: 'load' });
    const form = page.locator('.block-form');
    await expect(form.locator('.form-part-label').allInnerTexts()).resolves.toEqual(['Vorname', 'Nachname']);
    await expect(form.locator('select option').first().innerText()).resolves.toBe('Bitte wählen');
    await expectNoEnglish(page);
    await page.locator('[data-island="form"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="form"][data-hydrated="true"]');
    await form.locator('.form-submit').click();
    await expect.poll(() => form.locator('.form-error').count()).toBeGreaterThan(0);
    await expect(form.locator('.form-error').first().innerText()).resolves.toBe('Dieses Feld ist ein Pflichtfeld.');
    await expect(form.locator('.form-message').innerText()).resolves.toBe(
      'Mindestens ein Feld ist ungültig, bitte prüfen Sie Ihre Eingaben.',
    );
    await expectNoEnglish(page);

    // The same form posted without script: the server judges it and answers in German.
    const bare = await site.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    await bare.addCookies([{ name: CONSENT_COOKIE_NAME, value: CONSENT_VALUES.DECLINED, url: site.server.url }]);
    const plain = await bare.newPage();
    await plain.goto(site.server.url + '/kontakt');
    await plain.locator('.block-form input[type="email"]').fill('keine-adresse');
    await plain.locator('.block-form .form-submit').click();
    await expect
      .poll(() => plain.locator('.block-form [data-field-id] .form-error').allInnerTexts())
      .toContain('Die E-Mail-Adresse ist ungültig. E-Mail-Adressen haben die Form name@example.com.');
    await expectNoEnglish(plain);
    await bare.close();

    // The newsletter: its email field's label and placeholder, and its refusal.
    await page.goto(site.server.url + '/', { waitUntil: 'load' });
    const newsletter = page.locator('.block-newsletter');
    await page.locator('[data-island="newsletter"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydrated="true"]');
    await expect(newsletter.locator('.form-label').innerText()).resolves.toMatch(/^E-Mail-Adresse/);
    await expect(newsletter.locator('input[type="email"]').getAttribute('placeholder')).resolves.toBe('E-Mail-Adresse');
    await newsletter.locator('input[type="email"]').fill('keine');
    await newsletter.locator('.form-submit').click();
    await expect
      .poll(() => newsletter.locator('.form-error').innerText())
      .toBe('Die E-Mail-Adresse ist ungültig. E-Mail-Adressen haben die Form name@example.com.');
    await expectNoEnglish(page);

    // Search: an empty query and one too long, refused by the server; the page's title.
    await page.goto(site.server.url + '/search?q=', { waitUntil: 'load' });
    await expect(page.locator('.block-search, main').first().innerText()).resolves.toContain(
      'Geben Sie ein Wort ein, nach dem gesucht werden soll.',
    );
    await expectNoEnglish(page);
    await page.goto(site.server.url + '/search?q=' + 'x'.repeat(201), { waitUntil: 'load' });
    await expect(page.locator('main').innerText()).resolves.toContain(
      'Ihre Suche ist zu lang: Verwenden Sie höchstens 200 Zeichen.',
    );
    await page.goto(site.server.url + '/search?q=schale', { waitUntil: 'load' });
    await expect(page.title()).resolves.toMatch(/^Suche: schale/);
    await expectNoEnglish(page);
    await context.close();
  });

  it('the login dialog, its account form and refusal, and the logout dialog: German', async () => {
    const context = await site.browser.newContext({ ...PHONE, locale: 'en-US' });
    await context.addCookies([{ name: CONSENT_COOKIE_NAME, value: CONSENT_VALUES.DECLINED, url: site.server.url }]);
    const page = await context.newPage();
    await page.goto(site.server.url + '/shop');
    await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
    // A reply that asks for a login opens the dialog that also offers a customer account.
    await page.evaluate(
      (name) => window.dispatchEvent(new CustomEvent(name, { detail: { url: '/api/x', status: 401 } })),
      LOGIN_REQUIRED_EVENT,
    );
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Passwort').count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'Schließen' }).count()).resolves.toBe(1);
    // Sent empty, the server names both fields in German, and the dialog's one message line says both.
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect
      .poll(() => dialog.locator('.owner-login-form__error').innerText())
      .toBe('Geben Sie Ihre E-Mail-Adresse ein. Geben Sie ein Passwort ein.');
    await dialog.getByLabel('E-Mail').fill('niemand@example.com');
    await dialog.getByLabel('Passwort').fill('falsches-passwort');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect
      .poll(() => dialog.locator('.owner-login-form__error').innerText())
      .toBe('E-Mail-Adresse oder Passwort ist falsch');
    await dialog.getByRole('button', { name: 'Konto anlegen' }).click();
    const account = page.getByRole('dialog', { name: 'Ein Konto anlegen' });
    await account.waitFor();
    await expect(account.getByText('Mindestens 8 Zeichen').count()).resolves.toBe(1);
    // A bad email and a short password: the server's refusals, each under its field, in German.
    await account.getByLabel('E-Mail').fill('keine-adresse');
    await account.getByLabel('Passwort').fill('kurz');
    await account.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect
      .poll(() => account.locator('#login-dialog-create-password-error').innerText())
      .toBe('Das Passwort braucht mindestens 8 Zeichen.');
    await expect(account.locator('#login-dialog-create-email-error').innerText()).resolves.toBe(
      'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    );
    await expect(account.locator('.owner-login-form__error').innerText()).resolves.toBe(
      'Bitte prüfen Sie die markierten Felder.',
    );
    await expectNoEnglish(page);
    await account.getByRole('button', { name: 'Schließen' }).click();

    // The page a logout lands on says so in German.
    await page.goto(site.server.url + '/shop?logout=true');
    // An information dialog: it hides itself after 2 s, so it is read as soon as it shows.
    const logout = page.getByRole('alertdialog', { name: 'Abmeldung erfolgreich' });
    await logout.waitFor();
    await expect(logout.innerText()).resolves.toContain('Sie wurden erfolgreich abgemeldet.');
    await context.close();
  });
});
