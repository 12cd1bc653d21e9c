import { describe, expect, it } from 'vitest';
import { resolveCookieBannerSettings } from '../../../../src/shared/visitor/resolveCookieBannerSettings';
import { isEmptyBannerText } from '../../../../src/shared/visitor/isEmptyBannerText';
import { COOKIE_BANNER_DEFAULTS } from '../../../../src/shared/constants/cookieBanner';

describe('resolveCookieBannerSettings (visitor-runtime §3, §5)', () => {
  it('uses every default when nothing is set', () => {
    expect(resolveCookieBannerSettings({})).toEqual({
      text: COOKIE_BANNER_DEFAULTS.cookieBannerText,
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
  });

  it('keeps allowed values', () => {
    const settings = resolveCookieBannerSettings({
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
    });
    expect(settings).toEqual({
      text: '<p>We bake cookies.</p>',
      ctaText: 'OK',
      optOutCtaText: 'No thanks',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      ctaVariant: 'BUTTON',
      acceptType: 'OPT_IN_AND_OUT',
    });
  });

  it('falls back when a value is not allowed, checking the position against its variant', () => {
    expect(resolveCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).position).toBe(
      'BOTTOM_LEFT',
    );
    expect(resolveCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' }).position).toBe(
      'BOTTOM',
    );
    expect(
      resolveCookieBannerSettings({
        cookieBannerVariant: 'bar',
        cookieBannerTheme: 'dark',
        cookieBannerCtaVariant: 'LINK',
        cookieBannerAcceptType: '',
      }),
    ).toMatchObject({
      variant: 'BAR',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
  });

  it('uses the default text for an empty paragraph', () => {
    expect(resolveCookieBannerSettings({ cookieBannerText: '<p></p>', cookieBannerCtaText: '  ' })).toMatchObject({
      text: COOKIE_BANNER_DEFAULTS.cookieBannerText,
      ctaText: 'Accept',
    });
  });
});

describe('isEmptyBannerText', () => {
  it.each(['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<p class="x"> </p>'])(
    'counts %j as empty',
    (value) => {
      expect(isEmptyBannerText(value)).toBe(true);
    },
  );
  it('counts text as not empty', () => {
    expect(isEmptyBannerText('<p>Hi</p>')).toBe(false);
  });
});
