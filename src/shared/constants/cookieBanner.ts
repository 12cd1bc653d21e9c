// Spec visitor-runtime §3 and §5: cookie banner settings, their allowed values and defaults.
export const COOKIE_BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export type CookieBannerVariant = (typeof COOKIE_BANNER_VARIANTS)[number];

const COOKIE_BANNER_BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
const COOKIE_BANNER_POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export type CookieBannerPosition =
  (typeof COOKIE_BANNER_BAR_POSITIONS)[number] | (typeof COOKIE_BANNER_POPUP_POSITIONS)[number];

export const COOKIE_BANNER_POSITIONS_BY_VARIANT = {
  BAR: COOKIE_BANNER_BAR_POSITIONS,
  POPUP: COOKIE_BANNER_POPUP_POSITIONS,
} as const satisfies Record<CookieBannerVariant, readonly CookieBannerPosition[]>;

export const COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT = {
  BAR: 'BOTTOM',
  POPUP: 'BOTTOM_LEFT',
} as const satisfies Record<CookieBannerVariant, CookieBannerPosition>;

export const COOKIE_BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const COOKIE_BANNER_CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const COOKIE_BANNER_ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export const COOKIE_BANNER_DEFAULTS = {
  cookieBannerCtaText: 'Accept',
  cookieBannerText:
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  cookieBannerVariant: 'BAR',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerAcceptType: 'OPT_IN',
} as const;
