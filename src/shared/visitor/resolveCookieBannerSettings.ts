import {
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_DEFAULTS,
  COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT,
  COOKIE_BANNER_POSITIONS_BY_VARIANT,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
  type CookieBannerPosition,
} from '../constants/cookieBanner';
import { isEmptyBannerText } from './isEmptyBannerText';

interface CookieBannerSettingsInput {
  cookieBannerText?: string | undefined;
  cookieBannerCtaText?: string | undefined;
  cookieBannerOptOutCtaText?: string | undefined;
  cookieBannerVariant?: string | undefined;
  cookieBannerPosition?: string | undefined;
  cookieBannerTheme?: string | undefined;
  cookieBannerCtaVariant?: string | undefined;
  cookieBannerAcceptType?: string | undefined;
}

function pick<T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function text(value: string | undefined, fallback: string): string {
  return value === undefined || isEmptyBannerText(value) ? fallback : value;
}

// Spec visitor-runtime §3 and §5: a setting missing or not allowed falls back to its default; the position
// is checked against the variant's own positions.
export function resolveCookieBannerSettings(input: CookieBannerSettingsInput) {
  const defaults = COOKIE_BANNER_DEFAULTS;
  const variant = pick(COOKIE_BANNER_VARIANTS, input.cookieBannerVariant, defaults.cookieBannerVariant);
  return {
    text: text(input.cookieBannerText, defaults.cookieBannerText),
    ctaText: text(input.cookieBannerCtaText, defaults.cookieBannerCtaText),
    optOutCtaText: text(input.cookieBannerOptOutCtaText, defaults.cookieBannerOptOutCtaText),
    variant,
    position: pick<CookieBannerPosition>(
      COOKIE_BANNER_POSITIONS_BY_VARIANT[variant],
      input.cookieBannerPosition,
      COOKIE_BANNER_DEFAULT_POSITION_BY_VARIANT[variant],
    ),
    theme: pick(COOKIE_BANNER_THEMES, input.cookieBannerTheme, defaults.cookieBannerTheme),
    ctaVariant: pick(COOKIE_BANNER_CTA_VARIANTS, input.cookieBannerCtaVariant, defaults.cookieBannerCtaVariant),
    acceptType: pick(COOKIE_BANNER_ACCEPT_TYPES, input.cookieBannerAcceptType, defaults.cookieBannerAcceptType),
  };
}
export type CookieBannerSettings = ReturnType<typeof resolveCookieBannerSettings>;
