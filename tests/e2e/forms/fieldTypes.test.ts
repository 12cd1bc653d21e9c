import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { FORM_MESSAGES } from '../../../src/shared/messages/formMessages';
import { FIELD_MESSAGES } from '../../../src/shared/forms/fieldMessages';
import { LIKERT_SCALE } from '../../../src/shared/constants/formFields';
import { FIXTURE_SITE, openForm, storedSubmissions, waitForStored } from './formPages';

const site = useSiteServer({ site: FIXTURE_SITE });

const field = (page: Page, id: string) => page.locator(`#contact-block-${id}-field`);
const input = (page: Page, id: string) => page.locator(`#contact-block-${id}`);
const errorOf = async (page: Page, id: string) =>
  (await field(page, id).locator('.form-error').count()) === 0
    ? null
    : field(page, id).locator('.form-error').textContent();

async function fillValid(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await input(page, 'email').fill('ann@example.com');
  await input(page, 'subject').fill('A question');
  await input(page, 'message').fill('Short message');
  await input(page, 'budget').fill('1,250.50');
  await input(page, 'guests').fill('4');
  await input(page, 'site').fill('example.com');
  await input(page, 'secret').fill('hunter2');
  await input(page, 'handle').fill('@ann_lee');
  await field(page, 'visit-date').getByLabel('Month').fill('2');
  await field(page, 'visit-date').getByLabel('Day').fill('29');
  await field(page, 'visit-date').getByLabel('Year').fill('2024');
  await field(page, 'visit-time').getByLabel('Hour').fill('9');
  await field(page, 'visit-time').getByLabel('Minute').fill('30');
  await field(page, 'visit-time').getByLabel('AM/PM').selectOption('AM');
  await field(page, 'address').getByLabel('Address 1').fill('1 Harbour Way');
  await field(page, 'address').getByLabel('City').fill('Portland');
  await field(page, 'address').getByLabel('State/Province').fill('ME');
  await field(page, 'address').getByLabel('Zip/Postal Code').fill('04101');
  await field(page, 'phone').getByLabel('Area Code').fill('555');
  await field(page, 'phone').getByLabel('Prefix').fill('123');
  await field(page, 'phone').getByLabel('Line').fill('4567');
  await field(page, 'mobile').getByLabel('Country').fill('44');
  await field(page, 'mobile').getByLabel('Area Code').fill('207');
  await field(page, 'mobile').getByLabel('Prefix').fill('946');
  await field(page, 'mobile').getByLabel('Line').fill('0000');
  await field(page, 'contact-by').getByLabel('Phone').check();
  await field(page, 'topics').getByLabel('Lighting').check();
  await field(page, 'topics').getByLabel('Textiles').check();
  await input(page, 'store').selectOption('Pine');
  await page.getByRole('radiogroup', { name: 'The store is easy to find' }).getByLabel('Strongly Agree').check();
  await page.getByRole('radiogroup', { name: 'Prices are fair' }).getByLabel('Disagree', { exact: true }).check();
}

describe('contact form: every field type', () => {
  it('renders each type with its label, description, required mark and accessible names', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/contact?campaign=spring`);
    await expect(page.locator('form[data-form-id="contact"]').count()).resolves.toBe(1);
    for (const type of [
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
      'twitter',
      'date',
      'time',
      'name',
      'address',
      'phone',
      'radio',
      'checkbox',
      'select',
      'likert',
    ]) {
      await expect(page.locator(`.form-field-${type}`).count(), type).resolves.toBeGreaterThan(0);
    }
    // Section: title, description and underline, and no input.
    const section = field(page, 'about-you');
    await expect(section.locator('h3').textContent()).resolves.toBe('About you');
    await expect(section.getAttribute('class')).resolves.toContain('form-section-underline');
    await expect(section.locator('input').count()).resolves.toBe(0);
    // Labels and accessible names; required marks only on required fields.
    await expect(page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-required')).resolves.toBe('true');
    await expect(field(page, 'email').locator('.form-required').count()).resolves.toBe(1);
    await expect(field(page, 'subject').locator('.form-required').count()).resolves.toBe(0);
    await expect(page.getByRole('group', { name: 'Name' }).getByRole('textbox').count()).resolves.toBe(2);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-describedby')).resolves.toContain(
      'contact-block-name-description',
    );
    await expect(page.locator('#contact-block-name-description').textContent()).resolves.toBe('Your full name');
    await expect(page.getByRole('group', { name: 'Address' }).getByRole('textbox').count()).resolves.toBe(6);
    await expect(field(page, 'address').getByLabel('Country').inputValue()).resolves.toBe('United States');
    // Phone: three parts without the country-code option, four with it.
    await expect(field(page, 'phone').locator('input').count()).resolves.toBe(3);
    await expect(field(page, 'mobile').locator('input').count()).resolves.toBe(4);
    await expect(field(page, 'budget').locator('.form-input-prefix').textContent()).resolves.toBe('€');
    await expect(input(page, 'subject').getAttribute('placeholder')).resolves.toBe('What is it about?');
    await expect(page.getByRole('radiogroup', { name: 'Contact me by' }).getByRole('radio').count()).resolves.toBe(2);
    await expect(page.getByRole('group', { name: 'Topics' }).getByRole('checkbox').count()).resolves.toBe(3);
    await expect(
      page.getByRole('combobox', { name: 'Nearest store' }).locator('option').allTextContents(),
    ).resolves.toEqual(['Select an option', 'Harbour', 'Pine']);
    // Likert: each statement rated -2..2 with the spec's five labels.
    const likert = page.getByRole('radiogroup', { name: 'Prices are fair' });
    await expect(likert.locator('label').allTextContents()).resolves.toEqual(LIKERT_SCALE.map((step) => step.label));
    await expect(
      likert.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).resolves.toEqual(['-2', '-1', '0', '1', '2']);
    // Textarea: data-max-length and the live counter; none when the maximum is 0.
    await expect(input(page, 'message').getAttribute('data-max-length')).resolves.toBe('20');
    await expect(field(page, 'message').locator('.form-counter').textContent()).resolves.toBe('0 / 20');
    await expect(field(page, 'notes').locator('.form-counter').count()).resolves.toBe(0);
    // Hidden field: takes the same-named query parameter.
    await expect(page.locator('input[type="hidden"][name="campaign"]').inputValue()).resolves.toBe('spring');
    await context.close();
  });

  it('validates each field with the shared rules, shows each message, and sends nothing', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/form/') && apiCalls.push(request.url()));
    await openForm(page, `${site.server.url}/contact`);
    // Submitting from the keyboard: Enter in a field.
    await input(page, 'subject').press('Enter');
    await expect(page.locator('.form-message').textContent()).resolves.toBe(FORM_MESSAGES.formInvalid);
    await expect(page.locator('.form-problem-above').textContent()).resolves.toBe(FORM_MESSAGES.problemAbove);
    await expect(page.locator('.form-problem-below').textContent()).resolves.toBe(FORM_MESSAGES.problemBelow);
    await expect(errorOf(page, 'name')).resolves.toBe(FIELD_MESSAGES.required);
    await expect(errorOf(page, 'email')).resolves.toBe(FIELD_MESSAGES.required);
    await expect(errorOf(page, 'contact-by')).resolves.toBe(FIELD_MESSAGES.required);
    await expect(errorOf(page, 'subject')).resolves.toBeNull();
    // Focus goes to the first field in error, which names its error for screen readers.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-block-name-0');
    await expect(page.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-describedby')).resolves.toContain(
      'contact-block-name-error',
    );

    await fillValid(page);
    await input(page, 'email').fill('ann@');
    await input(page, 'message').fill('x'.repeat(21));
    await expect(field(page, 'message').locator('.form-counter').textContent()).resolves.toBe('21 / 20');
    await expect(field(page, 'message').locator('.form-counter').getAttribute('class')).resolves.toContain(
      'form-counter-over',
    );
    await input(page, 'notes').fill('y'.repeat(500));
    await input(page, 'budget').fill('12.345');
    await input(page, 'guests').fill('four');
    await input(page, 'site').fill('not a site');
    await input(page, 'handle').fill('no spaces allowed');
    await field(page, 'visit-date').getByLabel('Day').fill('30');
    await field(page, 'visit-time').getByLabel('Hour').fill('13');
    await field(page, 'address').getByLabel('Zip/Postal Code').fill('4101');
    await field(page, 'phone').getByLabel('Prefix').fill('12a');
    await page.getByRole('button', { name: 'Send' }).click();
    const expected: Record<string, string | null> = {
      email: FORM_MESSAGES.invalidEmail('name@example.com'),
      message: FORM_MESSAGES.characterLimitExceeded,
      notes: null,
      budget: FIELD_MESSAGES.invalidCurrency,
      guests: FIELD_MESSAGES.invalidNumber,
      site: FIELD_MESSAGES.invalidWebsite,
      handle: FIELD_MESSAGES.invalidTwitter,
      'visit-date': FIELD_MESSAGES.invalidDate,
      'visit-time': FIELD_MESSAGES.invalidTime,
      address: FIELD_MESSAGES.invalidZip,
      phone: FIELD_MESSAGES.invalidPhone,
      name: null,
      'contact-by': null,
    };
    for (const [id, message] of Object.entries(expected)) await expect(errorOf(page, id), id).resolves.toBe(message);
    await expect(page.locator('.form-message').textContent()).resolves.toBe(FORM_MESSAGES.formInvalid);
    // Typing in a field clears its error.
    await input(page, 'email').fill('ann@example.com');
    await expect(errorOf(page, 'email')).resolves.toBeNull();
    expect(apiCalls).toEqual([]);
    expect(storedSubmissions(site.server, 'contact')).toHaveLength(0);
    await context.close();
  });

  it('sends a valid form: values stored by field id, phones with their country part, hidden from the query', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/contact?campaign=autumn`);
    await fillValid(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you, we will be in touch.').waitFor();
    const [row, ...more] = await waitForStored(site.server, 1, 'contact');
    expect(more).toHaveLength(0);
    expect(row!.values).toEqual({
      name: ['Ann', 'Lee'],
      email: 'ann@example.com',
      subject: 'A question',
      message: 'Short message',
      notes: '',
      budget: '1,250.50',
      guests: '4',
      site: 'example.com',
      secret: 'hunter2',
      handle: '@ann_lee',
      'visit-date': ['2', '29', '2024'],
      'visit-time': ['9', '30', 'AM'],
      address: ['1 Harbour Way', '', 'Portland', 'ME', '04101', 'United States'],
      phone: ['', '555', '123', '4567'],
      mobile: ['44', '207', '946', '0000'],
      'contact-by': 'Phone',
      topics: ['Lighting', 'Textiles'],
      store: 'Pine',
      opinion: { 'The store is easy to find': '2', 'Prices are fair': '-1' },
      campaign: 'autumn',
    });
    expect(row!.page).toMatchObject({
      pageTitle: 'Contact',
      pageId: 'contact',
      pagePath: '/contact',
      contentSource: 'c',
      submitButtonText: 'Send',
      isOverlayForm: false,
    });
    expect(row!.census).toMatchObject({ userAgent: expect.stringContaining('Chrome') });
    await context.close();
  });
});
