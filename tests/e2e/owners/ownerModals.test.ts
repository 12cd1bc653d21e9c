import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { expectStaysFor } from '../harness/holdFor';
import { countRows, createAccount, logInContext } from './accounts';
import { ACTION_NOT_ALLOWED } from '../../../src/shared/owner/content/ownerContent';
import { EMAIL_CAMPAIGNS_DRAFT_PATH, OWNER_MODAL_TEXT as TEXT } from '../../../src/shared/owner/content/ownerModalText';
import { PHONE } from '../harness/phone';

// The owner modals of visitor-runtime §2 on a site with two demo collections (one of them the home page's)
// and a blog with a draft (sites/fixtures/owner-content/site.json). 127.0.0.1 counts as localhost: no redirect
// to /config, so the owner stays on the page.
let server: RunningServer;
let browser: Browser;
const EDITOR = { email: 'editor@example.com', password: 'editor-pass-1' };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-pass-1' };

beforeAll(async () => {
  server = await startServer({ site: 'sites/fixtures/owner-content/site.json' });
  browser = await launchBrowser();
  await createAccount(server.databaseFile, { ...EDITOR, roles: 'ADMIN,EDITOR' });
  await createAccount(server.databaseFile, { ...VIEWER, roles: 'VIEWER' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function ownerContext(account = EDITOR, options = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await logInContext(context, server.url, account.email, account.password);
  return context;
}

/** Opens a page and records every script it fetched. */
async function openPage(context: BrowserContext, path: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(server.url + path);
  await page.waitForFunction(() => (window as unknown as { SiteRuntime?: unknown }).SiteRuntime !== undefined);
  return { page, scripts };
}

const openDialogs = (page: Page) => page.locator('dialog[open]').count();
const ownerChunk = (scripts: string[]) => scripts.some((url) => url.includes('startOwnerContent'));

describe('owner modals are for content-writing owners only', () => {
  it.each([
    ['a visitor', null],
    ['a viewer', VIEWER],
  ])('%s gets no modal, no content tools and not their code', async (_who, account) => {
    const context = account ? await ownerContext(account) : await browser.newContext();
    for (const path of ['/', '/recipes', '/notes']) {
      const { page, scripts } = await openPage(context, path);
      await expectStaysFor(1500, 'no owner modal opens for them', () => openDialogs(page), 0);
      expect(await page.locator('.owner-content').count()).toBe(0);
      expect(ownerChunk(scripts)).toBe(false);
      await page.close();
    }
    await context.close();
  });
});

describe('clone-demo-collection prompt', () => {
  it('asks on a demo collection, Escape declines for the session, Clone stores the clone', async () => {
    const context = await ownerContext();
    const { page, scripts } = await openPage(context, '/recipes');
    const prompt = page.getByRole('dialog', { name: TEXT.cloneTitle });
    await prompt.waitFor();
    expect(ownerChunk(scripts)).toBe(true);
    await expect(prompt.textContent()).resolves.toContain('Recipes');
    // Focus stays inside while it is open.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    // Escape goes through the closable registry: the prompt closes and the owner is not sent to /config.
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/recipes');
    await page.reload();
    await page.locator('.owner-content').waitFor();
    await expectStaysFor(1000, 'declined for this browser session', () => openDialogs(page), 0);
    await page.close();
    await context.close();

    const next = await ownerContext();
    const again = await openPage(next, '/recipes');
    const asked = again.page.getByRole('dialog', { name: TEXT.cloneTitle });
    await asked.getByRole('button', { name: TEXT.cloneConfirm }).click();
    await again.page.getByRole('alertdialog', { name: TEXT.clonedTitle }).waitFor();
    expect(countRows(server.databaseFile, 'content_collection_states')).toBe(1);
    // Cloned: the collection is no longer a demo, so no prompt on the next visit.
    await again.page.reload();
    await again.page.locator('.owner-content').waitFor();
    await expectStaysFor(1000, 'a cloned collection is no longer a demo', () => openDialogs(again.page), 0);
    await next.close();
  });
});

describe('blog-published modal', () => {
  it('publishes a draft and offers copy link, share links and an email campaign draft', async () => {
    const context = await ownerContext(EDITOR, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { page } = await openPage(context, '/notes');
    await page.getByText(TEXT.panelLabel('Notes')).click();
    await page.getByRole('button', { name: `${TEXT.publish} Kiln diary` }).click();
    const modal = page.getByRole('alertdialog', { name: TEXT.blogPublishedTitle });
    await modal.waitFor();
    const postUrl = `${server.url}/notes/kiln-diary`;
    await expect(modal.getByLabel(TEXT.postLinkLabel).inputValue()).resolves.toBe(postUrl);
    await modal.getByRole('button', { name: TEXT.copyLink }).click();
    await expect.poll(() => modal.getByRole('status').textContent()).toBe(TEXT.copied);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(postUrl);
    const shares = await modal
      .locator('a[data-network]')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('data-network'), (a as HTMLAnchorElement).href]));
    expect(shares.map(([network]) => network)).toEqual(['facebook', 'x', 'linkedin', 'pinterest']);
    for (const [, href] of shares)
      expect(new URL(href!).searchParams.get(href!.includes('facebook') ? 'u' : 'url')).toBe(postUrl);
    const campaign = new URL(
      (await modal.getByRole('link', { name: TEXT.createCampaignDraft }).getAttribute('href'))!,
      server.url,
    );
    expect(campaign.pathname).toBe(EMAIL_CAMPAIGNS_DRAFT_PATH);
    expect(campaign.searchParams.get('url')).toBe(postUrl);
    expect(campaign.searchParams.get('itemId')).toBe('note-draft');
    // Not wider than the phone's viewport.
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toBe(0);
    // The tools now show the post as published (spec §4 workflow label), with no Publish button left for it.
    const row = page.locator('.owner-content__item', { hasText: 'Kiln diary' });
    await expect.poll(() => row.locator('.owner-content__label').textContent()).toBe('Available');
    await expect(row.getByRole('button').count()).resolves.toBe(0);
    await context.close();

    // Published for everyone: a visitor reads it.
    const visitor = await browser.newContext();
    const post = await visitor.newPage();
    const response = await post.goto(postUrl);
    expect(response?.status()).toBe(200);
    await expect(post.getByText('Fired at dawn.').count()).resolves.toBe(1);
    await visitor.close();
  });
});

describe('action-not-allowed modal', () => {
  it('refuses to delete the homepage demo collection and says so', async () => {
    const context = await ownerContext();
    const { page } = await openPage(context, '/');
    // The home page's collection is a demo too: decline the clone prompt first.
    await page.getByRole('dialog', { name: TEXT.cloneTitle }).getByRole('button', { name: TEXT.cloneCancel }).click();
    await page.getByText(TEXT.panelLabel('Home Journal')).click();
    await page.getByRole('button', { name: TEXT.deleteCollection }).click();
    await page
      .getByRole('dialog', { name: TEXT.deleteTitle('Home Journal') })
      .getByRole('button', { name: TEXT.deleteConfirm })
      .click();
    const refusal = page.getByRole('alertdialog', { name: ACTION_NOT_ALLOWED.title });
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(ACTION_NOT_ALLOWED.homepageDemoCollection);
    await refusal.getByRole('button').click();
    await expect.poll(() => openDialogs(page)).toBe(0);
    const home = await page.goto(server.url + '/');
    expect(home?.status()).toBe(200);
    await context.close();
  });
});
