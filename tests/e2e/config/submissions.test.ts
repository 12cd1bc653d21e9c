import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { createOwner, logIn } from './ownerSession';
import { submitForm } from './submitForm';
import { PHONE } from '../harness/phone';

// Visitor input meant to run as HTML in the owner's page, or as a formula in their spreadsheet.
const HOSTILE = '<img src=x onerror="document.body.dataset.pwned=1">';
const FORMULA = '=HYPERLINK("http://evil.example","click")';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ site: 'sites/fixtures/forms/site.json' });
  browser = await launchBrowser();
  await createOwner(server, 'editor@example.com', ['EDITOR']);
  await submitForm(
    server,
    'simple',
    '/simple',
    { email: 'first@example.com', comment: 'older, "quoted"' },
    'e2e-config-sub-1',
  );
  await new Promise((resolve) => setTimeout(resolve, 5));
  await submitForm(server, 'simple', '/simple', { email: 'second@example.com', comment: HOSTILE }, 'e2e-config-sub-2');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await submitForm(server, 'simple', '/simple', { email: 'third@example.com', comment: FORMULA }, 'e2e-config-sub-3');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('form submissions', () => {
  it('shows an EDITOR the submissions newest first, visitor input as text, and downloads a safe CSV', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    await logIn(context, server, 'editor@example.com');
    const page = await context.newPage();
    await page.goto(server.url + '/config/?frameUrl=%2Fsimple');
    await expect(page.locator('nav.config-nav a').allTextContents()).resolves.toEqual([
      'Site',
      'Form submissions',
      'Content',
    ]);
    await page.click('nav.config-nav a[data-section="submissions"]');
    await page.waitForURL(/\/config\/submissions/);

    const entries = page.locator('[data-testid="submissions-list"] li');
    await entries.first().waitFor();
    await expect(entries.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-submission-id')))).resolves.toEqual(
      ['e2e-config-sub-3', 'e2e-config-sub-2', 'e2e-config-sub-1'],
    );
    // The form is named by its title, its fields by their labels.
    await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toContain('Simple form');
    await entries.nth(1).getByRole('button').click();
    const detail = page.locator('[data-testid="submission-detail"]');
    await expect(detail.locator('[data-field-id="comment"] dt').textContent()).resolves.toBe('Comment');
    // The hostile value is shown as its text and never became an element.
    await expect(detail.locator('[data-field-id="comment"] dd').textContent()).resolves.toBe(HOSTILE);
    await expect(page.locator('[data-testid="submission-detail"] img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.body.dataset.pwned)).resolves.toBeUndefined();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('receivedAt,submissionId,formId,pagePath,email,comment');
    expect(lines[1]).toContain(`third@example.com,"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[3]).toContain('first@example.com,"older, ""quoted"""');
    expect(download.suggestedFilename()).toBe('submissions-simple.csv');
    await context.close();
  });

  it('shows a submission as its owner reads it on a phone: labels, N/A for empty fields, a masked password', async () => {
    await submitForm(
      server,
      'contact',
      '/contact',
      {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        message: '',
        secret: 'hunter2',
        phone: ['', '555', '123', '4567'],
        address: ['', '', '', '', '', 'United States'],
        'contact-by': 'Email',
        opinion: { 'Prices are fair': '2' },
      },
      'e2e-config-contact-1',
    );
    const context = await browser.newContext(PHONE);
    await logIn(context, server, 'editor@example.com');
    const page = await context.newPage();
    await page.goto(server.url + '/config/submissions');
    await page.getByRole('tab', { name: /Contact us/ }).click();
    const detail = page.locator('[data-testid="submission-detail"]');
    const value = (id: string) => detail.locator(`[data-field-id="${id}"] dd`).textContent();
    await expect.poll(() => value('name')).toBe('Ada Lovelace');
    await expect(detail.locator('[data-field-id="name"] dt').textContent()).resolves.toBe('Name');
    await expect(value('message')).resolves.toBe('N/A');
    await expect(value('subject')).resolves.toBe('N/A');
    await expect(value('address')).resolves.toBe('United States');
    await expect(value('phone')).resolves.toBe('(555) 123-4567');
    await expect(value('secret')).resolves.not.toContain('hunter2');
    await expect(page.locator('body').textContent()).resolves.not.toContain('hunter2');
    await expect(value('opinion')).resolves.toContain('Strongly Agree');
    // Nothing is wider than the phone's screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(412);
    await context.close();
  });

  it('downloads NDJSON, one stored submission per line', async () => {
    const context = await browser.newContext();
    await logIn(context, server, 'editor@example.com');
    const page = await context.newPage();
    const response = await page.request.get(server.url + '/api/config/submissions/export?formId=simple&format=ndjson');
    expect(response.status()).toBe(200);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; values: Record<string, unknown> });
    expect(lines.map((l) => l.id)).toEqual(['e2e-config-sub-1', 'e2e-config-sub-2', 'e2e-config-sub-3']);
    expect(lines[1]!.values.comment).toBe(HOSTILE);
    await context.close();
  });

  it('refuses submissions to anyone without a login, and bad export filters with 400', async () => {
    expect((await fetch(server.url + '/api/config/submissions')).status).toBe(401);
    const context = await browser.newContext();
    await logIn(context, server, 'editor@example.com');
    const page = await context.newPage();
    const response = await page.request.get(server.url + '/api/config/submissions/export?formId=simple&format=xlsx');
    expect(response.status()).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toEqual(['$.format']);
    await context.close();
  });
});
