import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryVitals } from '../../../../src/server/storage/inspector/queryVitals';
import { readExportLines } from '../../../../src/server/storage/telemetry/readExportLines';
import { buildPageSpeedRecord } from '../../../../src/shared/telemetry/raw/buildPageSpeedRecord';
import { validateRecord } from '../../../../src/shared/telemetry/validateRecord';
import { testDialect } from '../../../postgres/openTestStorage';
import { closeDemoApp, openDemoApp, type DemoApp } from '../demoApp';

// Performance, census.hit, census.button-* and error payloads are stored without their keys (storedPayloadText, issue 49.1); what
// reads them (the export, `npm run telemetry:export`, the end-to-end tests) reads the same JSON text as a
// payload stored whole: the one validation made (keys in the schema's order). The rollups are made from
// the records as received.
let demo: DemoApp;
beforeEach(async () => {
  demo = await openDemoApp();
});
afterEach(() => closeDemoApp(demo));

const T = Date.now();
const context = {
  connectionInfo: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
  displaySize: {
    screenWidth: 412,
    screenHeight: 823,
    viewportWidth: 412,
    viewportHeight: 740,
    devicePixelRatio: 2.625,
  },
  hardwareInfo: { hardwareConcurrency: 8 },
  pagePath: '/store',
  hostname: 'harbour-and-pine.example',
  hash: '#reviews',
  memberId: null,
  marketingId: 'm-1',
  analyticsId: null,
  siteContext: {
    accountId: null,
    websiteId: 'site-1',
    pageType: 3,
    platform: 'Android',
    templateId: 'tpl-1',
    language: 'en-GB',
    timeZone: 'Europe/London',
  },
};
const nav = {
  decodedBodySize: 48_213,
  encodedBodySize: 12_044,
  domContentLoadedEventStart: 410.25,
  domContentLoadedEventEnd: 412,
  domainLookupStart: 3,
  domainLookupEnd: 9.5,
  connectStart: 9.5,
  connectEnd: 40,
  secureConnectionStart: 20,
  loadEventStart: 0,
  loadEventEnd: 0,
  responseStart: 120.33,
  domInteractive: 390,
};
const payloads = {
  performance: [
    buildPageSpeedRecord(
      {
        pageLoadId: 'load-1',
        nav,
        vitals: {
          timeToFirstByte: 120.3,
          firstContentfulPaint: 640,
          largestContentfulPaint: 1480,
          cumulativeLayoutShift: 0.0421,
        },
        context: { ...context, measures: { 'rum-cart-open': 33.333, 'rum-"odd" name': 0 } },
      },
      T,
    ),
    buildPageSpeedRecord({ pageLoadId: 'load-2', nav: null, vitals: {}, context }, T + 1),
  ],
  'census.hit': [
    {
      event: 'pageview',
      data: {
        websiteId: 'site-1',
        templateId: 'tpl-1',
        website_locale: 'en-GB',
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
        clientDate: T,
        viewportWidth: 412,
        viewportHeight: 740,
        screenWidth: 412,
        screenHeight: 823,
        url: 'https://harbour-and-pine.example/store?sort=price',
        title: 'Store — “Harbour & Pine”',
        itemId: null,
        collectionId: 'c-1',
      },
      ss_cvr: 'v1|1|1|1|1',
    },
  ],
  'census.button-click': [
    {
      id: 'hero-cta',
      buttonText: 'Shop the “Harbour” range',
      clickthroughUrl: '/store',
      alignment: 'center',
      size: 'large',
      newWindow: false,
      context: '/',
      visitorCookie: 'v1|1|1|1|1',
    },
  ],
  error: [
    {
      app: 'site-runtime',
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      stack:
        "TypeError: Cannot read properties of undefined (reading 'price')\n    at render (https://harbour-and-pine.example/assets/store.js:1:2044)",
      file: 'https://harbour-and-pine.example/assets/store.js',
      line: 1,
      column: 2044,
      websiteId: 'site-1',
      templateId: 'tpl-1',
      url: 'https://harbour-and-pine.example/store',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
    },
    {
      app: 'site-runtime',
      message: '',
      stack: '',
      file: null,
      line: null,
      column: null,
      websiteId: '',
      templateId: '',
      url: '',
      userAgent: '',
    },
  ],
  event: [{ event: 'signup', data: '{"plan":"gold"}' }],
};

const records = () =>
  Object.entries(payloads).flatMap(([kind, list]) =>
    list.map((payload, i) => ({
      id: `page.${kind}.${i}`,
      kind,
      sessionId: 's',
      seq: i,
      time: T + i,
      pagePath: '/store',
      payload,
    })),
  );

async function send() {
  const sent = records();
  const reply = await demo.app.inject({
    method: 'POST',
    url: '/api/telemetry/batch',
    payload: JSON.stringify({ records: sent }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json()).toMatchObject({ stored: sent.length });
}

async function exported(): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  for await (const line of readExportLines(demo.db, {})) {
    const { id, payload } = JSON.parse(line) as { id: string; payload: unknown };
    lines.set(id, JSON.stringify(payload));
  }
  return lines;
}

describe('payloads stored without their keys', () => {
  it('export as the JSON text validation made of what was sent, for every kind', async () => {
    await send();
    const lines = await exported();
    for (const record of records()) {
      const check = validateRecord(record);
      if (!check.ok) throw new Error(`${record.id} is not valid: ${check.detail}`);
      expect(lines.get(record.id), record.id).toBe(check.payloadJson);
    }
    for (const [kind, list] of Object.entries(payloads))
      list.forEach((payload, i) =>
        expect(JSON.parse(lines.get(`page.${kind}.${i}`)!), `${kind} ${i}`).toEqual(payload),
      );
  });

  it('take a third of the JSON for a page-speed record, about three fifths for a hit; other kinds as sent', async () => {
    await send();
    const rows = await demo.db.selectFrom('telemetry_records').select(['id', 'payload']).execute();
    const stored = new Map(rows.map((r) => [r.id, r.payload]));
    const ratio = (kind: keyof typeof payloads) =>
      stored.get(`page.${kind}.0`)!.length / JSON.stringify(payloads[kind][0]).length;
    expect(ratio('performance')).toBeLessThan(0.45);
    expect(ratio('census.hit')).toBeLessThan(0.65);
    expect(stored.get('page.event.0')).toBe(JSON.stringify(payloads.event[0]));
  });

  it('count in the vitals rollups the inspector reads', async () => {
    await send();
    const { vitals } = await queryVitals(demo.db, { from: T - 3_600_000, to: T + 3_600_000 });
    const lcp = vitals.find((v) => v.metric === 'LCP');
    expect(lcp).toMatchObject({ page: '/store', count: 1 });
  });

  it('keep a NUL in a keyless payload on SQLite; on PostgreSQL, whose text cannot hold it, U+FFFD', async () => {
    const payload = { ...payloads.error[1]!, message: 'bad\u0000byte', stack: '\u0000' };
    const reply = await demo.app.inject({
      method: 'POST',
      url: '/api/telemetry/batch',
      payload: JSON.stringify({
        records: [{ id: 'nul.0', kind: 'error', sessionId: 's', seq: 0, time: T, pagePath: '/', payload }],
      }),
    });
    expect(reply.json()).toMatchObject({ stored: 1 });
    const kept = testDialect === 'postgres' ? { ...payload, message: 'bad\ufffdbyte', stack: '\ufffd' } : payload;
    expect((await exported()).get('nul.0')).toBe(JSON.stringify(kept));
  });

  it('read a payload stored whole, before its kind had a key table, as it was', async () => {
    const payload = payloads.performance[1]!;
    await sql`INSERT INTO telemetry_records (id, kind, type, page_path, session_id, client_time, received_at, batch_id, payload)
      VALUES ('old.0', 'performance', NULL, '/store', 's', ${T}, ${T}, 'b', ${JSON.stringify(payload)})`.execute(
      demo.db,
    );
    expect((await exported()).get('old.0')).toBe(JSON.stringify(payload));
  });
});
