import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { readRecords, waitForRecords } from './readRecords';
import { openWithCollectors } from './openPage';
import { expectStaysFor } from '../harness/holdFor';

const site = useSiteServer();
const CRUMB = 'ab'.repeat(16);

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const post = (path: string, init: RequestInit) => fetch(site.server.url + path, init);

const hitData = {
  websiteId: 'w1',
  templateId: 't',
  website_locale: 'en-US',
  userAgent: 'curl',
  clientDate: 1700000000123,
  viewportWidth: 1,
  viewportHeight: 2,
  screenWidth: 3,
  screenHeight: 4,
  url: 'http://x/',
  title: 'T',
  collectionId: 'c1',
};
const loggedError = {
  app: 'other-app',
  message: 'spec-endpoint-error',
  stack: 'Error',
  file: null,
  line: null,
  column: null,
  websiteId: 'w1',
  templateId: 't',
  url: 'http://x/',
  userAgent: 'curl',
};

describe("the spec's own reporting endpoints (visitor-runtime §7, media-and-reporting §7)", () => {
  it('RecordHit stores a form-encoded hit once, however often it is sent, and refuses a bad one naming the fields', async () => {
    const body = { event: 'pageview', data: JSON.stringify(hitData), ss_cvr: 'v1|1|1|1|1' };
    expect((await post('/api/census/RecordHit', form(body))).status).toBe(200);
    expect(await (await post('/api/census/RecordHit', form(body))).json()).toMatchObject({ stored: 0, duplicates: 1 });
    const stored = readRecords(site.server.databaseFile, 'census.hit').filter(
      (r) => r.payload.data.clientDate === hitData.clientDate,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toEqual({ event: 'pageview', data: hitData, ss_cvr: 'v1|1|1|1|1' });

    const bad = await post(
      '/api/census/RecordHit',
      form({ event: '', data: JSON.stringify({ ...hitData, viewportWidth: 'wide' }) }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      '$.event': expect.any(String),
      '$.data.viewportWidth': expect.any(String),
    });
    const notJson = await post('/api/census/RecordHit', form({ event: 'pageview', data: '{oops' }));
    expect((await notJson.json()).fields).toEqual({ '$.data': 'expected JSON text' });
    expect(readRecords(site.server.databaseFile, 'census.hit')).toHaveLength(1);
  });

  it('takes the button, form, overlay and quick-view census calls', async () => {
    const button = {
      id: 'b1',
      buttonText: 'Buy',
      clickthroughUrl: '/store',
      alignment: 'center',
      size: 'medium',
      newWindow: 'true',
      context: '/',
      visitorCookie: 'v1|1|1|1|1',
    };
    expect((await post('/api/census/button-click', form(button))).status).toBe(200);
    expect((await post('/api/census/button-render', form({ ...button, newWindow: 'maybe' }))).status).toBe(400);
    expect((await post('/api/census/form-render', form({ formId: 'f1', visitorCookie: 'v' }))).status).toBe(200);
    expect((await post('/api/census/overlay', form({ action: 'close', version: '3' }))).status).toBe(200);
    expect((await post('/api/census/RecordQuickView/item-42', { method: 'POST' })).status).toBe(200);
    expect(readRecords(site.server.databaseFile, 'census.button-click')[0]!.payload).toMatchObject({
      id: 'b1',
      newWindow: true,
    });
    expect(readRecords(site.server.databaseFile, 'census.button-render')).toHaveLength(0);
    expect(readRecords(site.server.databaseFile, 'census.form-render')[0]!.payload).toEqual({
      formId: 'f1',
      visitorCookie: 'v',
    });
    expect(readRecords(site.server.databaseFile, 'census.overlay')[0]!.payload).toEqual({
      action: 'close',
      version: 3,
    });
    expect(readRecords(site.server.databaseFile, 'census.quick-view')[0]!.payload).toEqual({ itemId: 'item-42' });
  });

  it('RecordJavascriptErrors wants the CSRF header from the crumb cookie, then stores each event of the batch', async () => {
    const batch = [{ event: 'javascript-error', data: JSON.stringify(loggedError), timestamp: 1700000000999 }];
    expect((await post('/api/events/RecordJavascriptErrors', json(batch))).status).toBe(401);
    const ok = await post(
      '/api/events/RecordJavascriptErrors',
      json(batch, { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB }),
    );
    expect(ok.status).toBe(200);
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ ...batch[0]!, timestamp: i }));
    expect(
      (
        await post(
          '/api/events/RecordJavascriptErrors',
          json(tooMany, { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB }),
        )
      ).status,
    ).toBe(400);
    expect(
      readRecords(site.server.databaseFile, 'error')
        .filter((r) => r.payload.message === 'spec-endpoint-error')
        .map((r) => r.payload),
    ).toEqual([loggedError]);
  });

  it('takes Trace entries, RecordEvent with its crumb, /api/v1/events with 202, and compact performance records', async () => {
    expect(
      (
        await post('/api/events/Trace', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify([{ pageUrl: '/', type: 'spec-trace', data: '{}' }]),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/api/events/RecordEvent', {
          ...form({ crumb: CRUMB, event: 'spec-event', data: '{"a":1}' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${CRUMB}` },
        })
      ).status,
    ).toBe(200);
    const events = await post(
      '/api/v1/events',
      json({
        analyticsId: 'a1',
        commonData: '{"actor":"visitor"}',
        customData: '{}',
        customSchemaName: 'spec-analytics',
      }),
    );
    expect(events.status).toBe(202);
    expect(
      (
        await post(
          '/api/v1/events',
          json({ analyticsId: 'a1', commonData: 'nope', customData: '{}', customSchemaName: 'x' }),
        )
      ).status,
    ).toBe(400);
    const perf = {
      a: 'site-runtime',
      e: 'page-speed',
      p: 'load-1',
      t: 1700000000555,
      d: {
        connectionInfo: {},
        displaySize: { screenWidth: 1, screenHeight: 1, viewportWidth: 1, viewportHeight: 1, devicePixelRatio: 1 },
        hardwareInfo: {},
        pagePath: '/',
        hostname: 'x',
        hash: '',
        memberId: null,
        marketingId: null,
        analyticsId: null,
        version: '4.0.7',
        siteContext: {
          accountId: null,
          websiteId: 'w1',
          pageType: 2,
          platform: 'x',
          templateId: 't',
          language: 'en-US',
          timeZone: 'UTC',
        },
      },
    };
    expect(
      (
        await post('/api/1/performance/records', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify([perf]),
        })
      ).status,
    ).toBe(200);
    expect(readRecords(site.server.databaseFile, 'trace').find((r) => r.type === 'spec-trace')).toBeDefined();
    expect(readRecords(site.server.databaseFile, 'event').find((r) => r.type === 'spec-event')!.payload).toEqual({
      event: 'spec-event',
      data: '{"a":1}',
    });
    expect(readRecords(site.server.databaseFile, 'analytics').find((r) => r.type === 'spec-analytics')).toBeDefined();
    expect(
      readRecords(site.server.databaseFile, 'performance').find((r) => r.payload.pageLoadId === 'load-1')!.payload,
    ).toMatchObject({ app: 'site-runtime', event: 'page-speed', timestamp: 1700000000555 });
  });

  it('answers the settings call with a fresh page load id and the rollout flags', async () => {
    const [a, b] = await Promise.all([
      fetch(site.server.url + '/api/1/performance/settings'),
      fetch(site.server.url + '/api/1/performance/settings'),
    ]);
    const [first, second] = [await a.json(), await b.json()];
    expect(first.rollout).toEqual({ reporterEnabled: true, appEnabled: true });
    expect(first.pageLoadId).not.toBe(second.pageLoadId);
  });

  it('a landing page sends the Track image beacon with the marketing fields, answered by a 1x1 GIF', async () => {
    const page = await site.browser.newPage();
    const beacon = page.waitForResponse((r) => r.url().includes('/api/track/Track'));
    await openWithCollectors(page, site.server.url + '/?source=newsletter&campaign=spring&rk=r1&mkwid=k9');
    const reply = await beacon;
    expect(reply.headers()['content-type']).toBe('image/gif');
    const landings = await waitForRecords(site.server.databaseFile, 'marketing.landing', (r) => r.length > 0);
    expect(landings).toHaveLength(1);
    expect(landings[0]!.payload).toMatchObject({
      landing: site.server.url + '/?source=newsletter&campaign=spring&rk=r1&mkwid=k9',
      source: 'newsletter',
      campaign: 'spring',
      rk: 'r1',
      mkwid: 'k9',
      screen: '1280x720',
      lang: expect.any(String),
    });
    // Not the landing page any more: no second beacon in the same session.
    await openWithCollectors(page, site.server.url + '/gallery?source=other');
    await expectStaysFor(
      500,
      'no second landing beacon in the same session',
      () => readRecords(site.server.databaseFile, 'marketing.landing').length,
      1,
    );
    await page.close();
  });
});
