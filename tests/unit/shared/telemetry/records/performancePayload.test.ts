import { describe, expect, it } from 'vitest';
import { PerformancePayload } from '../../../../../src/shared/telemetry/records/performance';

// Spec media-and-reporting §3: page-speed data of a performance record, in the spec's order.
const PAGE_SPEED_DATA_FIELDS = [
  'cumulativeLayoutShift',
  'decodedBodySize',
  'encodedBodySize',
  'domContentLoadedStart',
  'domContentLoadedEnd',
  'domainLookup',
  'firstContentfulPaint',
  'firstInputDelay',
  'largestContentfulPaint',
  'loadEventStart',
  'loadEventEnd',
  'tcpTime',
  'tlsTime',
  'timeToInteractive',
  'responseStart',
  'connectionInfo',
  'displaySize',
  'hardwareInfo',
  'pagePath',
  'hostname',
  'hash',
  'memberId',
  'marketingId',
  'analyticsId',
  'version',
  'siteContext',
];

const pageSpeed = {
  cumulativeLayoutShift: 0.01,
  firstContentfulPaint: 120,
  largestContentfulPaint: 300,
  connectionInfo: { effectiveType: '4g' },
  displaySize: { screenWidth: 1920, screenHeight: 1080, viewportWidth: 1280, viewportHeight: 720, devicePixelRatio: 1 },
  hardwareInfo: { hardwareConcurrency: 8 },
  pagePath: '/',
  hostname: 'example.com',
  hash: '',
  memberId: null,
  marketingId: null,
  analyticsId: 'a1',
  version: '4.0.7',
  siteContext: {
    accountId: null,
    websiteId: 'w1',
    pageType: 2,
    platform: 'Linux',
    templateId: 'default',
    language: 'en-US',
    timeZone: 'UTC',
  },
  measures: { 'rum-hero': 12.5 },
};

describe('PerformancePayload (media-and-reporting §3)', () => {
  it('names every page-speed field of the spec', () => {
    const shapeKeys = Object.keys(PerformancePayload.shape.data.shape);
    for (const field of PAGE_SPEED_DATA_FIELDS) expect(shapeKeys).toContain(field);
  });

  it('accepts a record with version 4.0.7', () => {
    expect(
      PerformancePayload.safeParse({
        app: 'site-runtime',
        event: 'page-speed',
        pageLoadId: 'p1',
        timestamp: 1,
        data: pageSpeed,
      }).success,
    ).toBe(true);
  });

  it('refuses another version and measures without the rum- prefix', () => {
    const record = { app: 'site-runtime', event: 'page-speed', pageLoadId: 'p1', timestamp: 1 };
    expect(PerformancePayload.safeParse({ ...record, data: { ...pageSpeed, version: '4.0.6' } }).success).toBe(false);
    expect(PerformancePayload.safeParse({ ...record, data: { ...pageSpeed, measures: { hero: 1 } } }).success).toBe(
      false,
    );
  });
});
