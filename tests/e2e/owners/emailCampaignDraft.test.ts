import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { countRows, createAccount, logInContext } from './accounts';
import { OWNER_MODAL_TEXT as TEXT } from '../../../src/shared/owner/content/ownerModalText';
import { EMAIL_CAMPAIGN_PATHS } from '../../../src/shared/owner/emailCampaigns/emailCampaigns';
import { PHONE } from '../harness/phone';
import { readFileSync } from 'node:fs';

// The blog-published modal's "Create a draft in Email Campaigns" link (docs/owners.md, "Email campaign
// drafts"): it opens the new-draft page for the post just published, whose button stores the draft and
// shows the drafts. Then the post is found by the site's search too (one site for every reader).
let server: RunningServer;
let browser: Browser;
const EDITOR = { email: 'editor@example.com', password: 'editor-pass-1' };

beforeAll(async () => {
  server = await startServer({ site: 'sites/fixtures/owner-content/site.json' });
  browser = await launchBrowser();
  await createAccount(server.databaseFile, { ...EDITOR, roles: 'EDITOR' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('email campaign draft from the blog-published modal', () => {
  it('follows the link, stores the draft with the post and lists it', async () => {
    const context = await browser.newContext(PHONE);
    await logInContext(context, server.url, EDITOR.email, EDITOR.password);
    const page = await context.newPage();
    await page.goto(server.url + '/notes');
    await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
    await page.getByText(TEXT.panelLabel('Notes')).click();
    await page.getByRole('button', { name: `${TEXT.publish} Kiln diary` }).click();
    const modal = page.getByRole('alertdialog', { name: TEXT.blogPublishedTitle });
    await modal.waitFor();
    await modal.getByRole('link', { name: TEXT.createCampaignDraft }).click();
    await page.waitForURL((url) => url.pathname === EMAIL_CAMPAIGN_PATHS.new);
    // The post's address is the site's own (its baseUrl), never the request's Host (docs/seo.md).
    const { website } = JSON.parse(readFileSync('sites/fixtures/owner-content/site.json', 'utf8')) as {
      website: { baseUrl: string };
    };
    const postUrl = `${new URL(website.baseUrl).origin}/notes/kiln-diary`;
    await expect(page.getByTestId('campaign-post-link').getAttribute('href')).resolves.toBe(postUrl);
    await expect(page.getByLabel('Campaign title').inputValue()).resolves.toBe('Kiln diary');
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(countRows(server.databaseFile, 'email_campaigns')).toBe(0);

    await page.getByLabel('Campaign title').fill('Kiln diary — November letter');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL((url) => url.pathname === EMAIL_CAMPAIGN_PATHS.list);
    await expect(page.getByRole('status').textContent()).resolves.toBe('Draft created');
    const row = page.getByTestId('campaign-list').locator('tbody tr');
    await expect(row.count()).resolves.toBe(1);
    await expect(row.locator('td').first().textContent()).resolves.toBe('Kiln diary — November letter');
    await expect(row.locator('a').getAttribute('href')).resolves.toBe(postUrl);
    await expect(row.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(countRows(server.databaseFile, 'email_campaigns')).toBe(1);
    await context.close();

    // A visitor's search finds the post published from the modal.
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/search?q=kiln`);
    await expect(visitor.locator(`a[href="/notes/kiln-diary"]`).count()).resolves.toBeGreaterThan(0);
    await visitor.close();
  });
});
