import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { createOwner, logIn } from './ownerSession';
import { submitForm } from './submitForm';

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
    await expect(page.locator('nav.config-nav a').allTextContents()).resolves.toEqual(['Site', 'Form submissions']);
    await page.click('nav.config-nav a[data-section="submissions"]');
    await page.waitForURL(/\/config\/submissions/);

    const rows = page.locator('[data-testid="submissions-table"] tbody tr');
    await rows.first().waitFor();
    await expect(rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-submission-id')))).resolves.toEqual([
      'e2e-config-sub-3',
      'e2e-config-sub-2',
      'e2e-config-sub-1',
    ]);
    // The hostile value is shown as its text and never became an element.
    await expect(rows.nth(1).textContent()).resolves.toContain(HOSTILE);
    await expect(page.locator('[data-testid="submissions-table"] img').count()).resolves.toBe(0);
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
