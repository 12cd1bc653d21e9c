import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { FORM_MESSAGES } from '../../../src/shared/messages/formMessages';
import { FIXTURE_SITE, storedSubmissions, waitForStored } from './formPages';
import { sendSimpleForm } from './simpleForm';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: FIXTURE_SITE });

// Pages are complete without JavaScript (README): the forms and the newsletter are sent by the browser itself
// and answered by the server with the page (issue 32 point 21).
describe('forms without JavaScript', () => {
  it('shows the errors of a refused form with what was typed, then sends it once and shows the success text', async () => {
    const context = await site.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/simple`);
    await expect(page.getByRole('button', { name: 'Submit' }).isEnabled()).resolves.toBe(true);
    await sendSimpleForm(page, 'not-an-email', 'kept');
    await page.getByText(FORM_MESSAGES.problemAbove).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('not-an-email');
    await expect(page.getByLabel('Comment').inputValue()).resolves.toBe('kept');
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(storedSubmissions(site.server, 'simple')).toHaveLength(0);

    await page.getByLabel('Email').fill('nojs@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.form-success[role="status"]').getByText('Got it.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/simple');
    // Reloading the answer shows it again and posts nothing.
    await page.reload();
    await page.getByText('Got it.').waitFor();
    expect(await waitForStored(site.server, 1, 'simple', 5000, 'nojs@example.com')).toHaveLength(1);
    await context.close();
  });

  it('subscribes to the newsletter', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await page.locator('[data-island="newsletter"]').getByRole('textbox').first().fill('letters@example.com');
    await page.locator('[data-island="newsletter"]').getByRole('button').click();
    await page.getByText('Thanks for subscribing!').waitFor();
    expect(await waitForStored(site.server, 1, 'newsletter', 5000, 'letters@example.com')).toHaveLength(1);
    await context.close();
  });

  it('shows the success HTML in the page and follows a success redirect', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/html-success`);
    await page.getByLabel('Word').fill('hello');
    await page.locator('#main').getByRole('button').click();
    await page.locator('.custom-success').getByText('thanks').waitFor();
    await page.goto(`${site.server.url}/redirect`);
    await page.getByLabel('Word').fill('hello');
    await page.locator('#main').getByRole('button').click();
    await page.waitForURL((url) => url.pathname !== '/redirect');
    expect(storedSubmissions(site.server, 'redirect')).toHaveLength(1);
    await context.close();
  });

  it('with JavaScript, a page answering a post shows its success HTML once and runs its scripts', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.request.post(`${site.server.url}/api/form/post`, {
      form: { _formId: 'html-success', _blockId: 'html-block', _pagePath: '/html-success', word: 'x' },
      maxRedirects: 0,
    });
    await page.goto(`${site.server.url}/html-success?formSubmitted=html-block`);
    await page.locator('.custom-success').waitFor();
    await page.waitForSelector('[data-island="form"][data-hydrated="true"]');
    await expect(page.evaluate(() => document.body.dataset.successScriptRan)).resolves.toBe('yes');
    await expect(page.locator('.custom-success').count()).resolves.toBe(1);
    await context.close();
  });
});
