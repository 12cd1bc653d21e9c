import { describe, expect, it } from 'vitest';
import { resolveAnalyticsId } from '../../../../src/shared/visitor/resolveAnalyticsId';
import { resolveAnalyticsSession } from '../../../../src/shared/visitor/resolveAnalyticsSession';
import { COOKIE_MAX_AGE_MS } from '../../../../src/shared/constants/cookies';

const now = 1_700_000_000_000;
const generateId = () => 'generated-id-0001';

describe('resolveAnalyticsId (media-and-reporting §4, §9)', () => {
  it('generates an id when none exists and stores it for 390 days', () => {
    const result = resolveAnalyticsId({ cookie: undefined, stored: null, now, generateId });
    expect(result).toMatchObject({
      id: 'generated-id-0001',
      generated: true,
      expiresAt: now + COOKIE_MAX_AGE_MS.ANALYTICS_ID,
    });
    expect(JSON.parse(result.storedValue)).toEqual({ id: 'generated-id-0001', expiresAt: now + 390 * 86_400_000 });
  });

  it('prefers the cookie', () => {
    const stored = JSON.stringify({ id: 'stored-id-000001', expiresAt: now + 1 });
    expect(resolveAnalyticsId({ cookie: 'cookie-id-000001', stored, now, generateId })).toMatchObject({
      id: 'cookie-id-000001',
      generated: false,
    });
  });

  it('restores from local storage when the cookie is gone', () => {
    const stored = JSON.stringify({ id: 'stored-id-000001', expiresAt: now + 1 });
    expect(resolveAnalyticsId({ cookie: undefined, stored, now, generateId })).toMatchObject({
      id: 'stored-id-000001',
      generated: false,
    });
  });

  it('drops an expired or malformed stored value', () => {
    for (const stored of [
      JSON.stringify({ id: 'stored-id-000001', expiresAt: now }),
      '{',
      JSON.stringify({ id: 'x', expiresAt: now + 1 }),
    ]) {
      expect(resolveAnalyticsId({ cookie: 'bad id!', stored, now, generateId })).toMatchObject({
        id: 'generated-id-0001',
        generated: true,
      });
    }
  });
});

describe('resolveAnalyticsSession (media-and-reporting §4)', () => {
  it('marks the first page of a session as the landing and a new visitor as first session', () => {
    const first = resolveAnalyticsSession(null, true, () => 's1');
    expect(first).toMatchObject({ id: 's1', firstLanding: true, firstSession: true });
    const second = resolveAnalyticsSession(first.storedValue, false, () => 's2');
    expect(second).toMatchObject({ id: 's1', firstLanding: false, firstSession: true });
  });

  it('starts a later session as not the first one', () => {
    expect(resolveAnalyticsSession('garbage', false, () => 's3')).toMatchObject({
      id: 's3',
      firstLanding: true,
      firstSession: false,
    });
  });
});
