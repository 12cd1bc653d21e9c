interface CookieBannerMountInput {
  cookieSettings: { isCookieBannerEnabled: boolean } | null | undefined;
  /** The ss_cookieAllowed cookie's value, if any. */
  consentCookie: string | undefined;
  /** Set by the force event (cookieBannerEvents.ts), e.g. a "cookie preferences" link. */
  forced: boolean;
}

// Spec visitor-runtime §4: the banner is shown when cookie settings exist and the show rule passes (the
// banner is enabled), and it is mounted unless the consent cookie is already set, unless forced.
export function shouldMountCookieBanner({ cookieSettings, consentCookie, forced }: CookieBannerMountInput): boolean {
  if (!cookieSettings?.isCookieBannerEnabled) return false;
  return forced || consentCookie === undefined;
}
