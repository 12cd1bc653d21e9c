import { describe, it, expect } from 'vitest';
import {
  ANALYTICS_ACCEPTED_STATUSES,
  ANALYTICS_AUTOMATIC_FIELDS,
  ANALYTICS_ENVIRONMENTS,
  ANALYTICS_EVENT_BODY_FIELDS,
  ANALYTICS_FALLBACK_LOCALE,
  ANALYTICS_OPTIONAL_FIELDS,
  ANALYTICS_REQUIRED_FIELDS,
  ANALYTICS_SOURCES,
  LOGGED_ERROR_RECORD_FIELDS,
  MARKETING_LANDING_FIELDS,
  PAGE_SPEED_DATA_FIELDS,
  PERFORMANCE_RECORD_FIELDS,
} from '../../../../src/shared/constants/analytics';

describe('analytics event fields (spec media-and-reporting §3)', () => {
  it('has the required fields', () => {
    expect(ANALYTICS_REQUIRED_FIELDS).toEqual(['actor', 'action', 'event_owner_team', 'event_source', 'object_type']);
  });

  it('has the optional fields the spec spells out', () => {
    for (const name of [
      'context_website_identifier',
      'destination_url',
      'product_area',
      'product_page',
      'product_section',
      'product_design_identifier',
      'user_member_account_id',
      'user_session_id',
      'browser_locale',
      'member_account_locale',
      'website_locale',
      'frontsite_language',
      'indirect_object_type',
    ]) {
      expect(ANALYTICS_OPTIONAL_FIELDS).toContain(name);
    }
    expect(ANALYTICS_OPTIONAL_FIELDS).toHaveLength(21);
  });

  it('keeps the field lists disjoint and unique', () => {
    const all = [...ANALYTICS_REQUIRED_FIELDS, ...ANALYTICS_OPTIONAL_FIELDS, ...ANALYTICS_AUTOMATIC_FIELDS];
    expect(new Set(all).size).toBe(all.length);
    expect(ANALYTICS_AUTOMATIC_FIELDS).toHaveLength(14);
  });

  it('has the environments, sources, statuses and fallback locale', () => {
    expect(ANALYTICS_ENVIRONMENTS).toEqual(['dev', 'qa', 'staging', 'prod']);
    expect(ANALYTICS_SOURCES).toEqual(['WEB', 'IOS', 'ANDROID', 'SERVER']);
    expect(ANALYTICS_ACCEPTED_STATUSES).toEqual([200, 202]);
    expect(ANALYTICS_FALLBACK_LOCALE).toBe('en-US');
    expect(ANALYTICS_EVENT_BODY_FIELDS).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
  });
});

describe('marketing, performance and logged-error fields', () => {
  it('has the marketing landing fields (spec media-and-reporting §3)', () => {
    expect(MARKETING_LANDING_FIELDS).toEqual([
      'landing',
      'refer',
      'rk',
      'lang',
      'screen',
      'source',
      'campaign',
      'subcampaign',
      'channel',
      'subchannel',
      'variation',
      'mkwid',
    ]);
  });

  it('has the performance record fields (spec media-and-reporting §3)', () => {
    expect(PERFORMANCE_RECORD_FIELDS).toEqual(['app', 'event', 'pageLoadId', 'timestamp', 'data']);
    expect(PAGE_SPEED_DATA_FIELDS).toHaveLength(26);
    expect(new Set(PAGE_SPEED_DATA_FIELDS).size).toBe(PAGE_SPEED_DATA_FIELDS.length);
    expect(PAGE_SPEED_DATA_FIELDS).toContain('largestContentfulPaint');
    expect(PAGE_SPEED_DATA_FIELDS).toContain('version');
  });

  it('has the logged-error record fields (spec visitor-runtime §3)', () => {
    expect(LOGGED_ERROR_RECORD_FIELDS).toEqual([
      'app',
      'message',
      'stack',
      'file',
      'line',
      'column',
      'websiteId',
      'templateId',
      'url',
      'userAgent',
    ]);
  });
});
