import { describe, expect, it } from 'vitest';
import { decideCookieConsent } from '../../../../src/shared/visitor/decideCookieConsent';
import { isTrackedVisitor } from '../../../../src/shared/visitor/isTrackedVisitor';
import { shouldRecordPageView } from '../../../../src/shared/visitor/shouldRecordPageView';
import { shouldMountCookieBanner } from '../../../../src/shared/visitor/shouldMountCookieBanner';
import { RESTRICTED_COOKIE_NAMES } from '../../../../src/shared/constants/cookies';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

const restrictive = { isRestrictiveCookiePolicyEnabled: true };

describe('decideCookieConsent (visitor-runtime §3, §9)', () => {
  it('allows cookies when the restrictive policy is off', () => {
    expect(
      decideCookieConsent({ cookieSettings: { isRestrictiveCookiePolicyEnabled: false }, consentCookie: undefined }),
    ).toEqual({ mayPersist: true, mustClear: [], perVisitorAnalytics: true });
  });

  it('clears every listed cookie and sets none under the restrictive policy without consent', () => {
    for (const consentCookie of [undefined, 'false', 'garbage']) {
      const decision = decideCookieConsent({ cookieSettings: restrictive, consentCookie });
      expect(decision.mayPersist).toBe(false);
      expect(decision.mustClear).toEqual(expect.arrayContaining([...RESTRICTED_COOKIE_NAMES]));
      expect(decision.mustClear).toContain('ss_aid');
    }
  });

  it('allows cookies under the restrictive policy once the visitor accepted', () => {
    expect(decideCookieConsent({ cookieSettings: restrictive, consentCookie: 'true' })).toEqual({
      mayPersist: true,
      mustClear: [],
      perVisitorAnalytics: true,
    });
  });

  it('keeps no visitor identifier and sends no per-visitor analytics when the owner restricts visitor data', () => {
    for (const settings of [
      { isRestrictiveCookiePolicyEnabled: false, isVisitorDataRestricted: true },
      { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true },
      { isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: true },
    ])
      // The visitor's consent does not lift the owner's setting.
      for (const consentCookie of [undefined, 'true', 'false']) {
        const decision = decideCookieConsent({ cookieSettings: settings, consentCookie });
        expect(decision.mayPersist).toBe(false);
        expect(decision.perVisitorAnalytics).toBe(false);
        expect(decision.mustClear).toEqual(expect.arrayContaining([...RESTRICTED_COOKIE_NAMES, 'ss_aid']));
      }
  });
});

describe('isTrackedVisitor (visitor-runtime §6)', () => {
  const account = { id: 'a' };
  it('tracks anonymous visitors everywhere', () => {
    expect(isTrackedVisitor({ authenticatedAccount: null, websiteRoles: [], pathname: '/config/x' })).toBe(true);
  });
  it('tracks a viewer-only account outside /config only', () => {
    expect(
      isTrackedVisitor({ authenticatedAccount: account, websiteRoles: [WebsiteRole.VIEWER], pathname: '/shop' }),
    ).toBe(true);
    expect(
      isTrackedVisitor({
        authenticatedAccount: account,
        websiteRoles: [WebsiteRole.VIEWER],
        pathname: '/config/pages',
      }),
    ).toBe(false);
  });
  it('does not track other logged-in accounts', () => {
    expect(isTrackedVisitor({ authenticatedAccount: account, websiteRoles: [WebsiteRole.ADMIN], pathname: '/' })).toBe(
      false,
    );
    expect(
      isTrackedVisitor({
        authenticatedAccount: account,
        websiteRoles: [WebsiteRole.VIEWER, WebsiteRole.EDITOR],
        pathname: '/',
      }),
    ).toBe(false);
    expect(isTrackedVisitor({ authenticatedAccount: account, websiteRoles: [], pathname: '/' })).toBe(false);
  });
});

describe('shouldRecordPageView (visitor-runtime §2)', () => {
  it('records no page view on /search', () => {
    expect(shouldRecordPageView({ authenticatedAccount: null, websiteRoles: [], pathname: '/search' })).toBe(false);
    expect(shouldRecordPageView({ authenticatedAccount: null, websiteRoles: [], pathname: '/search/' })).toBe(false);
    expect(shouldRecordPageView({ authenticatedAccount: null, websiteRoles: [], pathname: '/searching' })).toBe(true);
  });
});

describe('shouldMountCookieBanner (visitor-runtime §4)', () => {
  const enabled = { isCookieBannerEnabled: true };
  it('mounts when enabled and no choice was stored', () => {
    expect(shouldMountCookieBanner({ cookieSettings: enabled, consentCookie: undefined, forced: false })).toBe(true);
  });
  it('does not mount once ss_cookieAllowed is set, unless forced', () => {
    expect(shouldMountCookieBanner({ cookieSettings: enabled, consentCookie: 'false', forced: false })).toBe(false);
    expect(shouldMountCookieBanner({ cookieSettings: enabled, consentCookie: 'true', forced: true })).toBe(true);
  });
  it('never mounts without settings or when the banner is disabled', () => {
    expect(shouldMountCookieBanner({ cookieSettings: null, consentCookie: undefined, forced: true })).toBe(false);
    expect(
      shouldMountCookieBanner({
        cookieSettings: { isCookieBannerEnabled: false },
        consentCookie: undefined,
        forced: true,
      }),
    ).toBe(false);
  });
});
