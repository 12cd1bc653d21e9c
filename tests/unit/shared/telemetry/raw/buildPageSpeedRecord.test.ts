import { describe, expect, it } from 'vitest';
import {
  buildPageSpeedRecord,
  readNavigationTiming,
  type NavigationTimingLike,
  type PageSpeedFacts,
} from '../../../../../src/shared/telemetry/raw/buildPageSpeedRecord';
import { finishRawRecord } from '../../../../../src/shared/telemetry/raw/finishRawRecord';
import { PAGE_SPEED_FACTS_KIND } from '../../../../../src/shared/telemetry/raw/rawRecordKinds';
import { validateRecord } from '../../../../../src/shared/telemetry/validateRecord';

const timing: NavigationTimingLike = {
  decodedBodySize: 5000,
  encodedBodySize: 1500,
  domContentLoadedEventStart: 210.25,
  domContentLoadedEventEnd: 212,
  domainLookupStart: 5,
  domainLookupEnd: 9,
  connectStart: 9,
  connectEnd: 30,
  secureConnectionStart: 15,
  loadEventStart: 400,
  loadEventEnd: 0,
  responseStart: 80,
  domInteractive: 200,
};

const facts: PageSpeedFacts = {
  pageLoadId: 'load-1',
  nav: timing,
  vitals: { cumulativeLayoutShift: 0.123456, largestContentfulPaint: 812.345, firstInputDelay: 3.04 },
  context: {
    connectionInfo: { effectiveType: '4g', rtt: 50 },
    displaySize: {
      screenWidth: 1920,
      screenHeight: 1080,
      viewportWidth: 1280,
      viewportHeight: 720,
      devicePixelRatio: 2,
    },
    hardwareInfo: { hardwareConcurrency: 8 },
    pagePath: '/',
    hostname: 'example.com',
    hash: '',
    memberId: null,
    marketingId: 'm1',
    analyticsId: null,
    siteContext: {
      accountId: null,
      websiteId: 'w1',
      pageType: 1,
      platform: 'Linux',
      templateId: 't1',
      language: 'en-GB',
      timeZone: 'Europe/London',
    },
    measures: { 'rum-hero': 12.345 },
  },
};

describe('readNavigationTiming (media-and-reporting §3)', () => {
  it('turns Navigation Timing into the page-speed fields', () => {
    expect(readNavigationTiming(timing)).toEqual({
      decodedBodySize: 5000,
      encodedBodySize: 1500,
      domContentLoadedStart: 210.3,
      domContentLoadedEnd: 212,
      domainLookup: 4,
      tcpTime: 21,
      tlsTime: 15,
      loadEventStart: 400,
      loadEventEnd: null,
      responseStart: 80,
      timeToInteractive: 200,
    });
  });

  it('has no TLS time on plain http', () => {
    expect(readNavigationTiming({ ...timing, secureConnectionStart: 0 }).tlsTime).toBeNull();
  });
});

describe('buildPageSpeedRecord (media-and-reporting §3)', () => {
  it('builds the page-speed record from the figures the page read: rounded, versioned, stamped', () => {
    const record = buildPageSpeedRecord(facts, 1_700_000_000_000);
    expect(record).toMatchObject({
      app: 'site-runtime',
      event: 'page-speed',
      pageLoadId: 'load-1',
      timestamp: 1_700_000_000_000,
    });
    expect(record.data).toMatchObject({
      cumulativeLayoutShift: 0.1235,
      largestContentfulPaint: 812.3,
      firstInputDelay: 3,
      domainLookup: 4,
      version: '4.0.7',
      measures: { 'rum-hero': 12.3 },
      siteContext: { websiteId: 'w1' },
    });
    expect(record.data).not.toHaveProperty('firstContentfulPaint');
  });

  it('is a valid performance record, built alike by the worker and, arriving raw, by the server', () => {
    const raw = {
      id: 'p.1',
      kind: PAGE_SPEED_FACTS_KIND,
      type: 'page-speed',
      sessionId: 's',
      seq: 1,
      time: 1_700_000_000_000,
      pagePath: '/',
      payload: { ...facts, nav: null },
    };
    const check = validateRecord(JSON.parse(JSON.stringify(raw)));
    expect(check).toMatchObject({ ok: true, record: { kind: 'performance' } });
    expect(check.ok && check.record.payload).toEqual(
      validateRecord(finishRawRecord(raw, () => undefined)).ok && finishRawRecord(raw, () => undefined).payload,
    );
  });
});
