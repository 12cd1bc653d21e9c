import { describe, it, expect } from 'vitest';
import {
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_DEFAULTS,
  COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT,
  COOKIE_BANNER_EDITOR_ALIASES,
  COOKIE_BANNER_POSITIONS_BY_VARIANT,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
} from '../../../../src/shared/constants/cookieBanner';

describe('cookie banner settings (spec visitor-runtime §3)', () => {
  it('has the spec defaults, texts exact', () => {
    expect(COOKIE_BANNER_DEFAULTS).toEqual({
      cookieBannerCtaText: 'Accept',
      cookieBannerText:
        'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerAcceptType: 'OPT_IN',
    });
  });

  it('has the allowed values', () => {
    expect(COOKIE_BANNER_VARIANTS).toEqual(['BAR', 'POPUP']);
    expect(COOKIE_BANNER_POSITIONS_BY_VARIANT).toEqual({
      BAR: ['TOP', 'BOTTOM'],
      POPUP: ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
    });
    expect(COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT).toEqual({ BAR: 'BOTTOM', POPUP: 'BOTTOM_LEFT' });
    expect(COOKIE_BANNER_THEMES).toEqual(['LIGHT', 'DARK']);
    expect(COOKIE_BANNER_CTA_VARIANTS).toEqual(['TEXT', 'BUTTON', 'ICON']);
    expect(COOKIE_BANNER_ACCEPT_TYPES).toEqual(['OPT_IN', 'OPT_IN_AND_OUT']);
  });

  it('has every default among the allowed values', () => {
    const d = COOKIE_BANNER_DEFAULTS;
    expect(COOKIE_BANNER_VARIANTS).toContain(d.cookieBannerVariant);
    expect(COOKIE_BANNER_POSITIONS_BY_VARIANT[d.cookieBannerVariant]).toContain(d.cookieBannerPosition);
    expect(COOKIE_BANNER_THEMES).toContain(d.cookieBannerTheme);
    expect(COOKIE_BANNER_CTA_VARIANTS).toContain(d.cookieBannerCtaVariant);
    expect(COOKIE_BANNER_ACCEPT_TYPES).toContain(d.cookieBannerAcceptType);
    for (const variant of COOKIE_BANNER_VARIANTS) {
      expect(COOKIE_BANNER_POSITIONS_BY_VARIANT[variant]).toContain(COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT[variant]);
    }
  });

  it('records the editor names of two settings', () => {
    expect(COOKIE_BANNER_EDITOR_ALIASES).toEqual({
      isRestrictiveCookiePolicyEnabled: { editorName: 'isAnalyticsCookiesDisabled', inverted: false },
      isVisitorDataRestricted: { editorName: 'isActivityLogEnabled', inverted: true },
    });
  });
});
