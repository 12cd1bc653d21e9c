import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { RESTRICTED_COOKIE_NAMES } from '../../../src/shared/constants/cookies';
import { readRecords, waitForRecords } from './readRecords';
import { openWithCollectors } from './openPage';
import { writeDemoVariant } from '../harness/writeDemoVariant';

// visitor-runtime §3: an owner who turns visitor data off (isVisitorDataRestricted), or makes the restrictive
// cookie policy absolute, is obeyed whatever the visitor accepts: no visitor identifier cookie, no analytics
// event tied to a visitor. Page views are still counted, without a visitor.
const IDENTIFIERS = [...RESTRICTED_COOKIE_NAMES, 'ss_aid'];

describe.each([
  ['isVisitorDataRestricted', { isVisitorDataRestricted: true }],
  [
    'isRestrictiveCookiePolicyAbsolute',
    { isRestrictiveCookiePolicyAbsolute: true, isRestrictiveCookiePolicyEnabled: true },
  ],
])('%s', (_name, settings) => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const site = writeDemoVariant((data) => {
      data.cookieSettings = { ...settings };
    });
    server = await startServer({ site });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps no visitor identifier, even after consent, and sends no analytics event', async () => {
    const context = await browser.newContext();
    // Consent given earlier, and identifiers an earlier visit left behind.
    await context.addCookies([
      { name: 'ss_cookieAllowed', value: 'true', url: server.url },
      ...IDENTIFIERS.map((name) => ({ name, value: name === 'ss_cvr' ? 'v1|1|1|1|3' : 'x', url: server.url })),
    ]);
    const page = await context.newPage();
    await openWithCollectors(page, server.url + '/store');
    const hits = await waitForRecords(server.databaseFile, 'census.hit', (r) => r.length > 0);
    expect(hits[0]!.payload).not.toHaveProperty('ss_cvr');
    const left = (await context.cookies()).map((c) => c.name);
    for (const name of IDENTIFIERS) expect(left).not.toContain(name);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('ss_aid');

    await page.evaluate(() => {
      window.SiteRuntime!.track('restricted-e2e-signup', { action: 'subscribe' });
      setTimeout(() => {
        throw new Error('after-track');
      });
    });
    // The error was recorded after the track() call: once it is stored, the event would have been too.
    const errors = await waitForRecords(server.databaseFile, 'error', (r) =>
      r.some((x) => JSON.stringify(x.payload).includes('after-track')),
    );
    expect(errors.some((x) => JSON.stringify(x.payload).includes('after-track'))).toBe(true);
    expect(readRecords(server.databaseFile, 'analytics')).toEqual([]);
    await context.close();
  });
});
