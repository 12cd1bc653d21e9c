import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { FORM_MESSAGES } from '../../../src/shared/messages/formMessages';
import { OFFLINE_MESSAGES } from '../../../src/shared/forms/fieldMessages';
import { FORM_REPLAY_QUEUE, PENDING_FLAG_KEY } from '../../../src/shared/forms/formPolicy';
import { API_PATHS } from '../../../src/shared/constants/apiPaths';
import { addFault, FIXTURE_SITE, openForm, storedSubmissions, waitForServiceWorker, waitForStored } from './formPages';
import { sendSimpleForm } from './simpleForm';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer({ site: FIXTURE_SITE });

// A fault a failed case left unused must not leak into the next one.
afterEach(async () => {
  await fetch(`${site.server.url}/api/test/forms/faults`, { method: 'DELETE' }).catch(() => undefined);
});

async function expectSaved(page: Page): Promise<void> {
  await page.locator('.form-saved').getByText(OFFLINE_MESSAGES.savedForLater).waitFor({ timeout: 20000 });
}

// What is kept in the page's IndexedDB store, read in the page.
function keptSubmissions(page: Page): Promise<Array<{ id: string; state: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('site-forms');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pending-submissions')) return resolve([]);
          const all = db.transaction('pending-submissions').objectStore('pending-submissions').getAll();
          all.onsuccess = () =>
            resolve(all.result.map((e: { id: string; state: string }) => ({ id: e.id, state: e.state })));
        };
      }),
  );
}

// A handle on the page's service worker registration that fires Background Sync for the form queue, as the
// browser does when the connection is back (Chromium DevTools protocol).
async function controlFormSync(page: Page): Promise<{ dispatch: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((r) => r.scopeURL.startsWith(site.server.url)), { timeout: 5000 })
    .toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(site.server.url))!;
  return {
    dispatch: async () => {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: site.server.url,
        registrationId,
        tag: `workbox-background-sync:${FORM_REPLAY_QUEUE}`,
        lastChance: false,
      });
    },
  };
}

const storedWithEmail = (email: string) =>
  storedSubmissions(site.server, 'simple').filter((row) => row.values.email === email);

// The visitor comes back after closing the tab: the next page's replay stores the submission, once.
async function expectSentOnceByNextPage(context: BrowserContext, email: string): Promise<Page> {
  const next = await context.newPage();
  await next.goto(`${site.server.url}/thanks`);
  expect(await waitForStored(site.server, 1, 'simple', 20000, email)).toHaveLength(1);
  return next;
}

// The page replays kept submissions on every load: after one more load, the submission is still stored once.
async function expectStillOnceAfterReload(page: Page, email: string): Promise<void> {
  await page.reload();
  await expectStaysFor(1500, 'the replay on load stores nothing twice', () => storedWithEmail(email).length, 1);
}

describe('offline-tolerant submissions', () => {
  it('a submission made while the server is down is stored exactly once after it is back, with the page closed in between', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await waitForServiceWorker(page);
    await site.server.stop();
    await sendSimpleForm(page, 'down@example.com', 'Sent while the server was down');
    await expectSaved(page);
    expect(await keptSubmissions(page)).toHaveLength(1);
    await page.close();
    await site.server.restart();
    const next = await context.newPage();
    await next.goto(`${site.server.url}/thanks`);
    const rows = await waitForStored(site.server, 1, 'simple');
    expect(rows.map((row) => row.values)).toEqual([
      { email: 'down@example.com', comment: 'Sent while the server was down' },
    ]);
    await next.waitForFunction(() => localStorage.getItem('site-forms:pending') === null, undefined, {
      timeout: 10000,
    });
    expect(await keptSubmissions(next)).toEqual([]);
    // Later visits send nothing again.
    await next.reload();
    await expectStaysFor(
      1500,
      'later visits send nothing again',
      () => storedSubmissions(site.server, 'simple').length,
      1,
    );
    await context.close();
  });

  // The network drops after the form's own code arrived and before its submit code did: the form must not
  // come alive, since its submissions could then be neither sent nor kept (Chromium keeps a failed import()
  // failed for the page's life). Its server-rendered HTML stays and works as it does without JavaScript: the
  // browser posts it to the server, which stores it, so nothing typed is sent to a dead end.
  it('hydrates a form only once its submit code has loaded', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await context.route(/\/assets\/submitOrKeep-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(`${site.server.url}/simple`);
    await page.locator('[data-island="form"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => warnings.some((text) => text.startsWith('Could not load the form block')), { timeout: 15000 })
      .toBe(true);
    await expect(page.locator('[data-island="form"]').getAttribute('data-hydrated')).resolves.toBeNull();
    await page.getByLabel('Email').fill('posted@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.searchParams.has('formSubmitted'));
    await page.locator('.form-success').getByText('Got it.').waitFor();
    expect(await waitForStored(site.server, 1, 'simple', 5000, 'posted@example.com')).toHaveLength(1);
    await context.close();
  });

  it('a submission whose tab is closed before any answer is sent once by the next page', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    // The save leaves the page and no answer comes before the visitor closes the tab.
    let saveSent: () => void = () => undefined;
    const saving = new Promise<void>((resolve) => (saveSent = resolve));
    await page.route(`**${API_PATHS.SAVE_FORM_SUBMISSION}`, () => saveSent());
    await sendSimpleForm(page, 'closed-mid-try@example.com', 'The tab closed before the answer');
    await saving;
    expect(await keptSubmissions(page)).toEqual([{ id: expect.any(String), state: 'sending' }]);
    await page.close();
    const next = await expectSentOnceByNextPage(context, 'closed-mid-try@example.com');
    await next.waitForFunction((flag) => localStorage.getItem(flag) === null, PENDING_FLAG_KEY, { timeout: 10000 });
    expect(await keptSubmissions(next)).toEqual([]);
    await expectStillOnceAfterReload(next, 'closed-mid-try@example.com');
    await context.close();
  });

  it('a submission sent at once leaves nothing kept and no flag', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await sendSimpleForm(page, 'at-once@example.com', 'Sent at once');
    await page.locator('.form-success').waitFor({ timeout: 15000 });
    await expect
      .poll(() => page.evaluate((flag) => localStorage.getItem(flag), PENDING_FLAG_KEY), { timeout: 5000 })
      .toBeNull();
    expect(await keptSubmissions(page)).toEqual([]);
    expect(storedWithEmail('at-once@example.com')).toHaveLength(1);
    await context.close();
  });

  it('offline in the browser: kept, then sent by the page on the online event, once', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await context.setOffline(true);
    await sendSimpleForm(page, 'offline@example.com', 'Offline in the browser');
    await expectSaved(page);
    await context.setOffline(false);
    const rows = await waitForStored(site.server, 1, 'simple', 20000, 'offline@example.com');
    expect(rows).toHaveLength(1);
    await expectStillOnceAfterReload(page, 'offline@example.com');
    await context.close();
  });

  it('offline in the browser with the page closed before coming back: sent once by the next page', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await context.setOffline(true);
    await sendSimpleForm(page, 'closed@example.com', 'Offline, then the page was closed');
    await expectSaved(page);
    await page.close();
    await context.setOffline(false);
    const next = await expectSentOnceByNextPage(context, 'closed@example.com');
    await expectStillOnceAfterReload(next, 'closed@example.com');
    await context.close();
  });

  it('the service worker replays it on Background Sync while the page does nothing (no reload, no online event)', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await waitForServiceWorker(page);
    const sync = await controlFormSync(page);
    await site.server.stop();
    await sendSimpleForm(page, 'sync@example.com', 'Replayed by the service worker');
    await expectSaved(page);
    await site.server.restart();
    await sync.dispatch();
    const rows = await waitForStored(site.server, 1, 'simple', 20000, 'sync@example.com');
    expect(rows).toHaveLength(1);
    await expect.poll(() => keptSubmissions(page), { timeout: 10000 }).toEqual([]);
    // The page's own replay on the next load finds nothing left to send.
    await expectStillOnceAfterReload(page, 'sync@example.com');
    await context.close();
  });

  it('a 4xx met by the service worker ends the retries and is shown when the visitor next opens a page', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await waitForServiceWorker(page);
    const sync = await controlFormSync(page);
    await site.server.stop();
    await sendSimpleForm(page, 'sw-refused@example.com', 'Refused in the service worker');
    await expectSaved(page);
    await site.server.restart();
    await addFault(site.server, { call: 'key', status: 429 });
    await sync.dispatch();
    await expect
      .poll(() => keptSubmissions(page), { timeout: 10000 })
      .toEqual([{ id: expect.any(String), state: 'rejected' }]);
    await page.goto(`${site.server.url}/thanks`);
    await page
      .locator('.form-offline-notice')
      .getByText(FORM_MESSAGES.rateLimited, { exact: false })
      .waitFor({ timeout: 15000 });
    await expect.poll(() => keptSubmissions(page), { timeout: 5000 }).toEqual([]);
    expect(storedWithEmail('sw-refused@example.com')).toHaveLength(0);
    await context.close();
  });

  it('a submission answered 500 (after the server stored it) then 200 is stored once', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await addFault(site.server, { call: 'save', status: 500, afterStore: true });
    await sendSimpleForm(page, 'flaky@example.com', 'Stored, then answered 500');
    await expectSaved(page);
    await expect(page.locator('.form-saved .form-message').textContent()).resolves.toBe(FORM_MESSAGES.sendFailed);
    expect(storedWithEmail('flaky@example.com')).toHaveLength(1);
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('site-forms:pending') === null, undefined, {
      timeout: 15000,
    });
    expect(await keptSubmissions(page)).toEqual([]);
    expect(storedWithEmail('flaky@example.com')).toHaveLength(1);
    await context.close();
  });

  it('a submission answered 500 before storing is stored once when replayed', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await addFault(site.server, { call: 'save', status: 500 });
    await sendSimpleForm(page, 'late@example.com', 'Answered 500, then 200');
    await expectSaved(page);
    await page.reload();
    const rows = await waitForStored(site.server, 1, 'simple', 20000, 'late@example.com');
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('a later 4xx ends the retries and is shown the next time the visitor opens the site', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openForm(page, `${site.server.url}/simple`);
    await site.server.stop();
    await sendSimpleForm(page, 'refused@example.com', 'Refused later');
    await expectSaved(page);
    await page.close();
    await site.server.restart();
    await addFault(site.server, { call: 'save', status: 404, times: 5 });
    const next = await context.newPage();
    await next.goto(`${site.server.url}/thanks`);
    const notice = next.locator('.form-offline-notice');
    await notice.waitFor({ timeout: 15000 });
    await expect(notice.textContent()).resolves.toContain(FORM_MESSAGES.notConfigured);
    await expect(notice.getAttribute('role')).resolves.toBe('alert');
    // Dismissable, not retried, and not shown again.
    await notice.getByRole('button', { name: OFFLINE_MESSAGES.dismiss }).click();
    await expect(notice.count()).resolves.toBe(0);
    const formCalls: string[] = [];
    next.on('request', (request) => request.url().includes('/api/form/') && formCalls.push(request.url()));
    await next.reload();
    await expectStaysFor(1500, 'a refused submission is not sent again', () => formCalls.length, 0);
    await expect(next.locator('.form-offline-notice').count()).resolves.toBe(0);
    expect(storedWithEmail('refused@example.com')).toHaveLength(0);
    await context.close();
  });
});
