import { COOKIE_BANNER_DEFAULTS } from '../constants/cookieBanner';
import type { WordCatalogue } from './WordCatalogue';

// The cookie banner's own words: its landmark's name and the texts a site that sets none gets (English: the
// spec's defaults, visitor-runtime §3).
const en = {
  label: 'Cookie banner',
  text: COOKIE_BANNER_DEFAULTS.cookieBannerText,
  ctaText: COOKIE_BANNER_DEFAULTS.cookieBannerCtaText,
  optOutCtaText: COOKIE_BANNER_DEFAULTS.cookieBannerOptOutCtaText,
} as const;

export const COOKIE_BANNER_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    label: 'Cookie-Hinweis',
    text: 'Mit der Nutzung dieser Website stimmen Sie der Verwendung von Cookies zu. Wir verwenden Cookies, um Ihnen ein gutes Erlebnis zu bieten und unsere Website zuverlässig zu betreiben.',
    ctaText: 'Zustimmen',
    optOutCtaText: 'Ablehnen',
  },
};
