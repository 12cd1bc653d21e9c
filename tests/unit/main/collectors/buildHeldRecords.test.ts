import { describe, expect, it } from 'vitest';
import { AnalyticsPayload } from '../../../../src/shared/telemetry/records/analytics';
import { LoggedErrorPayload } from '../../../../src/shared/telemetry/records/loggedError';
import { buildHeldAnalyticsEvent } from '../../../../src/main/collectors/analytics/buildHeldAnalyticsEvent';
import { buildHeldLoggedError } from '../../../../src/main/collectors/buildHeldLoggedError';

const context = {
  app: 'site-runtime',
  websiteId: 'w1',
  templateId: 't1',
  url: 'https://example.test/',
  userAgent: 'UA',
};

// What a page hidden before the collectors load records from what it held: it must pass the schemas the
// worker and the server check, or it would be dropped as `invalid`.
describe('records built from what startCollectors holds', () => {
  it('a held track() call becomes a valid analytics event with the required fields and its data as custom data', () => {
    const payload = buildHeldAnalyticsEvent(
      { name: 'signup', data: { plan: 'gold' }, time: 1700000000000 },
      { analyticsId: 'aid', pageHost: 'example.test', pagePath: '/store', websiteId: 'w1', templateId: 't1' },
    );
    expect(AnalyticsPayload.safeParse(payload).success).toBe(true);
    expect(JSON.parse(payload.commonData)).toMatchObject({
      actor: 'visitor',
      action: 'signup',
      event_owner_team: 'site-owner',
      event_source: 'WEB',
      object_type: 'custom',
      page_path: '/store',
      client_timestamp: 1700000000000,
    });
    expect(JSON.parse(payload.customData)).toEqual({ plan: 'gold' });
    expect(payload.customSchemaName).toBe('signup');
  });

  it('a held window error becomes a valid logged-error record with its place in the file', () => {
    const error = new Error('boom');
    const payload = buildHeldLoggedError(
      {
        error,
        message: 'Uncaught Error: boom',
        filename: 'https://example.test/a.js',
        lineno: 3,
        colno: 7,
      } as ErrorEvent,
      context,
    );
    expect(LoggedErrorPayload.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      message: 'boom',
      file: 'https://example.test/a.js',
      line: 3,
      column: 7,
      websiteId: 'w1',
      url: 'https://example.test/',
    });
    expect(payload.stack).toContain('boom');
  });

  it('a held rejection of a non-Error value has no place, and long messages are cut at 5000 (visitor-runtime §9)', () => {
    const payload = buildHeldLoggedError({ reason: 'x'.repeat(6000) } as PromiseRejectionEvent, context);
    expect(LoggedErrorPayload.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ file: null, line: null, column: null, stack: '' });
    expect(payload.message).toHaveLength(5000);
  });
});
