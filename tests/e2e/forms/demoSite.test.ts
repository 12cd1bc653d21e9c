import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { FIELD_MESSAGES } from '../../../src/shared/forms/fieldMessages';
import { openForm, sendContactForm, waitForStored } from './formPages';

const site = useSiteServer();

describe('the demo site', () => {
  it('contact page: the form is in the HTML without script, validates, and is stored when sent', async () => {
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${site.server.url}/contact`);
    await expect(plain.locator('form[data-form-id="contact"] [data-field-id]').count()).resolves.toBeGreaterThan(15);
    await noScript.close();

    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/contact?source=e2e`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form-block-email-field .form-error').textContent()).resolves.toBe(
      FIELD_MESSAGES.required,
    );
    await sendContactForm(page, 'A table for eight, please.');
    const [row] = await waitForStored(site.server, 1, 'contact');
    expect(row!.values).toMatchObject({
      name: ['Ann', 'Lee'],
      email: 'ann@example.com',
      message: 'A table for eight, please.',
      source: 'e2e',
    });
    await page.close();
  });

  it('home page: the newsletter signs a reader up', async () => {
    const page = await site.browser.newPage();
    await openForm(page, `${site.server.url}/`, 'newsletter');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing. The next letter is on its way.').waitFor();
    expect((await waitForStored(site.server, 1, 'newsletter'))[0]?.values).toEqual({ email: 'reader@example.com' });
    await page.close();
  });
});
