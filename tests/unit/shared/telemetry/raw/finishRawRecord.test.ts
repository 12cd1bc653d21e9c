import { describe, expect, it } from 'vitest';
import { finishRawRecord } from '../../../../../src/shared/telemetry/raw/finishRawRecord';
import {
  ERROR_FACTS_KIND,
  PAGE_VIEW_FACTS_KIND,
  TRACE_FACTS_KIND,
  TRACK_CALL_KIND,
} from '../../../../../src/shared/telemetry/raw/rawRecordKinds';
import type { PageViewFacts } from '../../../../../src/shared/telemetry/raw/buildCensusHit';
import { validateRecord } from '../../../../../src/shared/telemetry/validateRecord';
import type { TelemetryRecord } from '../../../../../src/shared/telemetry/TelemetryRecord';

const raw = (kind: string, payload: Record<string, unknown>, type?: string): TelemetryRecord => ({
  id: 'p.0',
  kind,
  type,
  sessionId: 's',
  seq: 0,
  time: 1_700_000_000_000,
  pagePath: '/shop',
  payload,
});
const context = { automatic: { page_path: '/shop', window_width: 1280 }, analyticsId: 'aid-1' };
const trackRecord = (name: unknown, data: unknown) => raw(TRACK_CALL_KIND, { name, data, context }, String(name));
// What the server stores of a record that arrived raw (by beacon, stash or service worker).
const stored = (record: TelemetryRecord) => {
  const check = validateRecord(JSON.parse(JSON.stringify(record)));
  if (!check.ok) throw new Error(check.detail);
  return { kind: check.record.kind, payload: JSON.parse(check.payloadJson) as Record<string, unknown> };
};

describe('finishRawRecord: track() calls (media-and-reporting §3, §7)', () => {
  it('builds the analytics record the server accepts, with its warnings', () => {
    const warnings: string[] = [];
    const built = finishRawRecord(trackRecord('signup', { object_type: 42, plan: 'gold' }), (w) => warnings.push(w));
    expect(built.kind).toBe('analytics');
    expect(validateRecord(built).ok).toBe(true);
    expect(JSON.parse(built.payload.commonData as string)).toMatchObject({ page_path: '/shop', window_width: 1280 });
    expect(JSON.parse(built.payload.customData as string)).toEqual({ plan: 'gold' });
    expect(warnings).toEqual(['Analytics field "object_type" dropped: expected a string']);
  });

  it('leaves built records as they are', () => {
    const record = raw('trace', { pageUrl: '/', type: 'x', data: 'null' });
    expect(finishRawRecord(record, () => undefined)).toBe(record);
  });

  it('makes data JSON cannot write an invalid record, with a warning, rather than throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const warnings: string[] = [];
    const built = finishRawRecord(trackRecord('loop', cyclic), (w) => warnings.push(w));
    expect(validateRecord(built)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(warnings[0]).toMatch(/^Analytics event "loop" not stored: /);
  });

  it('is built by the server when it arrives raw, as the worker builds it', () => {
    const record = trackRecord('signup', { plan: 'gold' });
    expect(stored(record)).toEqual({ kind: 'analytics', payload: finishRawRecord(record, () => undefined).payload });
  });

  it('builds a call held before the collectors loaded into the event the page used to build for it', () => {
    const automatic = {
      page_host: 'example.test',
      page_path: '/store',
      client_timestamp: 1_700_000_000_000,
      website_id: 'w1',
      template_id: 't1',
    };
    const record = raw(TRACK_CALL_KIND, {
      name: 'signup',
      data: { plan: 'gold' },
      context: { automatic, analyticsId: 'aid' },
    });
    expect(stored(record).payload).toEqual({
      analyticsId: 'aid',
      commonData:
        '{"actor":"visitor","action":"signup","event_owner_team":"site-owner","event_source":"WEB","object_type":"custom",' +
        '"page_host":"example.test","page_path":"/store","client_timestamp":1700000000000,"website_id":"w1","template_id":"t1"}',
      customData: '{"plan":"gold"}',
      customSchemaName: 'signup',
    });
  });
});

describe('finishRawRecord: errors, page views and trace entries', () => {
  const page = { url: 'https://example.com/a', userAgent: 'UA', websiteId: 'w1', templateId: 't1' };

  it('builds a logged error (visitor-runtime §3), here and on the server alike', () => {
    const record = raw(
      ERROR_FACTS_KIND,
      {
        ...page,
        thrown: { name: 'Error', message: 'boom', stack: 'Error: boom\n at a.js:3:7' },
        file: 'a.js',
        line: 3,
        column: 7,
      },
      'javascript-error',
    );
    const built = finishRawRecord(record, () => undefined);
    expect(built).toMatchObject({ kind: 'error', type: 'javascript-error', id: 'p.0' });
    expect(stored(record)).toEqual({
      kind: 'error',
      payload: {
        app: 'site-runtime',
        message: 'boom',
        stack: 'Error: boom\n at a.js:3:7',
        file: 'a.js',
        line: 3,
        column: 7,
        websiteId: 'w1',
        templateId: 't1',
        url: 'https://example.com/a',
        userAgent: 'UA',
      },
    });
  });

  it('makes facts of the wrong type an invalid record, never a throw', () => {
    const warnings: string[] = [];
    const built = finishRawRecord(raw(ERROR_FACTS_KIND, { thrown: 'x' }), (w) => warnings.push(w));
    expect(validateRecord(built)).toMatchObject({ ok: false, reason: 'invalid', kind: 'error' });
    expect(warnings[0]).toMatch(/^A error record not stored: /);
  });

  const view: PageViewFacts = {
    userAgent: 'Chrome',
    viewportWidth: 1280.4,
    viewportHeight: 720,
    screenWidth: 1920,
    screenHeight: 1080,
    url: 'https://example.com/blog',
    title: 'Blog',
    websiteId: 'w1',
    templateId: 't1',
    locale: 'en-GB',
    itemId: null,
    recordType: null,
    collectionId: 'c1',
    visitorCookie: 'v|1|1|1|1',
  };

  it('builds the census hit (visitor-runtime §7): collectionId on a collection page, ss_cvr, clientDate the stamp time', () => {
    expect(stored(raw(PAGE_VIEW_FACTS_KIND, view, 'pageview'))).toEqual({
      kind: 'census.hit',
      payload: {
        event: 'pageview',
        data: {
          websiteId: 'w1',
          templateId: 't1',
          website_locale: 'en-GB',
          userAgent: 'Chrome',
          clientDate: 1_700_000_000_000,
          viewportWidth: 1280,
          viewportHeight: 720,
          screenWidth: 1920,
          screenHeight: 1080,
          url: 'https://example.com/blog',
          title: 'Blog',
          collectionId: 'c1',
        },
        ss_cvr: 'v|1|1|1|1',
      },
    });
  });

  it('sends itemId and recordType on an item page, and no ss_cvr without a visitor cookie', () => {
    const { visitorCookie: _none, ...withoutCookie } = view;
    const hit = stored(raw(PAGE_VIEW_FACTS_KIND, { ...withoutCookie, itemId: 'i1', recordType: 11 })).payload;
    expect(hit.data).toMatchObject({ itemId: 'i1', recordType: 11 });
    expect(hit.data).not.toHaveProperty('collectionId');
    expect(hit).not.toHaveProperty('ss_cvr');
  });

  it('writes a trace entry data as JSON text, cut at 8000 characters', () => {
    expect(stored(raw(TRACE_FACTS_KIND, { pageUrl: '/', type: 'cookie-consent', data: { accepted: true } }))).toEqual({
      kind: 'trace',
      payload: { pageUrl: '/', type: 'cookie-consent', data: '{"accepted":true}' },
    });
    const long = stored(raw(TRACE_FACTS_KIND, { pageUrl: '/', type: 'x', data: 'y'.repeat(9000) }));
    expect((long.payload.data as string).length).toBe(8000);
    expect(stored(raw(TRACE_FACTS_KIND, { pageUrl: '/', type: 'x' })).payload.data).toBe('null');
  });
});
