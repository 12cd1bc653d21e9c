import { describe, expect, it } from 'vitest';
import { LoggedErrorPayload } from '../../../../../src/shared/telemetry/records/loggedError';
import { TracePayload } from '../../../../../src/shared/telemetry/records/trace';
import { RecordEventPayload } from '../../../../../src/shared/telemetry/records/recordEvent';
import { AnalyticsPayload } from '../../../../../src/shared/telemetry/records/analytics';
import { MarketingLandingPayload } from '../../../../../src/shared/telemetry/records/marketingLanding';

const error = {
  app: 'site-runtime',
  message: 'boom',
  stack: 'Error: boom\n    at x',
  file: 'https://example.com/assets/index.js',
  line: 3,
  column: 14,
  websiteId: 'w1',
  templateId: 'default',
  url: 'https://example.com/',
  userAgent: 'Chrome',
};

describe('LoggedErrorPayload (visitor-runtime §3)', () => {
  it('has exactly the spec fields', () => {
    expect(Object.keys(LoggedErrorPayload.shape).sort()).toEqual(
      // Spec visitor-runtime §3: the fields of a logged-error record.
      ['app', 'message', 'stack', 'file', 'line', 'column', 'websiteId', 'templateId', 'url', 'userAgent'].sort(),
    );
    expect(LoggedErrorPayload.safeParse(error).success).toBe(true);
  });
  it('accepts unknown positions as null', () => {
    expect(LoggedErrorPayload.safeParse({ ...error, file: null, line: null, column: null }).success).toBe(true);
  });
  it('refuses a stack over 5000 characters (it must be cut before sending)', () => {
    expect(LoggedErrorPayload.safeParse({ ...error, stack: 'x'.repeat(5000) }).success).toBe(true);
    expect(LoggedErrorPayload.safeParse({ ...error, stack: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('TracePayload and RecordEventPayload', () => {
  it('carry data as a JSON string', () => {
    expect(TracePayload.safeParse({ pageUrl: '/', type: 'visibility', data: '{"state":"hidden"}' }).success).toBe(true);
    expect(TracePayload.safeParse({ pageUrl: '/', type: 'visibility', data: { state: 'hidden' } }).success).toBe(false);
    expect(RecordEventPayload.safeParse({ event: 'cookie-consent', data: '{}' }).success).toBe(true);
    expect(RecordEventPayload.safeParse({ data: '{}' }).success).toBe(false);
  });
});

describe('AnalyticsPayload (media-and-reporting §7)', () => {
  const body = { analyticsId: 'a1', commonData: '{"actor":"visitor"}', customData: '{}', customSchemaName: 'signup' };
  it('takes the four body fields with JSON-object strings', () => {
    expect(AnalyticsPayload.safeParse(body).success).toBe(true);
  });
  it('refuses commonData that is not JSON of an object', () => {
    for (const commonData of ['[1]', 'not json', '"x"']) {
      expect(AnalyticsPayload.safeParse({ ...body, commonData }).error?.issues[0]?.path).toEqual(['commonData']);
    }
  });
});

describe('MarketingLandingPayload (media-and-reporting §3)', () => {
  it('takes any subset of the landing fields and ignores others', () => {
    expect(MarketingLandingPayload.parse({ landing: '/', source: 'news', other: 'x' })).toEqual({
      landing: '/',
      source: 'news',
    });
    expect(MarketingLandingPayload.safeParse({ campaign: 3 }).success).toBe(false);
  });
});
