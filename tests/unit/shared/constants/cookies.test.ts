import { describe, it, expect } from 'vitest';
import {
  ANALYTICS_COOKIE_PATH,
  CONSENT_COOKIE_NAME,
  COOKIE_MAX_AGE_MS,
  COOKIE_MAX_AGE_SECONDS,
  RESTRICTED_COOKIE_NAMES,
  SESSION_TIME_COOKIE_NAME,
  SHARED_IDENTITY_COOKIE_NAME,
  VISITOR_RECORD_COOKIE_FORMAT,
  VISITOR_RECORD_COOKIE_NAME,
} from '../../../../src/shared/constants/cookies';

const DAY_S = 86400;

describe('cookie names (spec visitor-runtime §3, §7, §9)', () => {
  it('names the consent and shared identity cookies', () => {
    expect(CONSENT_COOKIE_NAME).toBe('ss_cookieAllowed');
    expect(SHARED_IDENTITY_COOKIE_NAME).toBe('ss_lastid');
  });

  it('takes the visitor-record and session-time cookies from the restricted list', () => {
    expect(VISITOR_RECORD_COOKIE_NAME).toBe('ss_cvr');
    expect(SESSION_TIME_COOKIE_NAME).toBe('ss_cvt');
    expect(RESTRICTED_COOKIE_NAMES).toContain(VISITOR_RECORD_COOKIE_NAME);
    expect(RESTRICTED_COOKIE_NAMES).toContain(SESSION_TIME_COOKIE_NAME);
  });

  it('lists exactly the restricted cookies, case as in the spec', () => {
    expect(RESTRICTED_COOKIE_NAMES).toEqual([
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
    ]);
  });
});

describe('cookie lifetimes (spec visitor-runtime §9, media-and-reporting §9)', () => {
  it('has the spec lifetimes in seconds', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toEqual({
      VISITOR_RECORD: 730 * DAY_S,
      SESSION_TIME: 1800,
      CONSENT: 30 * DAY_S,
      ANALYTICS_ID: 390 * DAY_S,
    });
  });

  it('has the same lifetimes in milliseconds', () => {
    expect(COOKIE_MAX_AGE_MS.SESSION_TIME).toBe(1_800_000);
    expect(COOKIE_MAX_AGE_MS.CONSENT).toBe(2_592_000_000);
    for (const key of Object.keys(COOKIE_MAX_AGE_SECONDS) as Array<keyof typeof COOKIE_MAX_AGE_SECONDS>) {
      expect(COOKIE_MAX_AGE_MS[key]).toBe(COOKIE_MAX_AGE_SECONDS[key] * 1000);
    }
  });

  it('sets the analytics cookie on path / and describes the visitor cookie format', () => {
    expect(ANALYTICS_COOKIE_PATH).toBe('/');
    expect(VISITOR_RECORD_COOKIE_FORMAT).toEqual({ SEPARATOR: '|', NUMBER_COUNT: 4 });
  });
});
