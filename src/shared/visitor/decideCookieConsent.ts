import { RESTRICTED_COOKIE_NAMES } from '../constants/cookies';
import { CONSENT_VALUES } from './consentValues';
import { VISITOR_STORAGE_KEYS } from './visitorStorageKeys';

// The spec's list plus our analytics id cookie: an analytics cookie is exactly what the restrictive
// policy (the editor's isAnalyticsCookiesDisabled) is about.
const CLEARED_WITHOUT_CONSENT: readonly string[] = [...RESTRICTED_COOKIE_NAMES, VISITOR_STORAGE_KEYS.ANALYTICS_ID];

interface CookieConsentInput {
  cookieSettings:
    | {
        isRestrictiveCookiePolicyEnabled: boolean;
        isRestrictiveCookiePolicyAbsolute?: boolean;
        isVisitorDataRestricted?: boolean;
      }
    | null
    | undefined;
  /** The ss_cookieAllowed cookie's value, if any. */
  consentCookie: string | undefined;
}

interface CookieConsentDecision {
  /** True when the visitor cookies and the analytics id may be written. */
  mayPersist: boolean;
  /** Cookies to delete now (visitor-runtime §9). */
  mustClear: readonly string[];
  /** False when the owner turned visitor data off: no analytics event tied to a visitor is sent at all. */
  perVisitorAnalytics: boolean;
}

// Spec visitor-runtime §3 and §9: under the restrictive policy, without consent the listed cookies are cleared
// and none is set. We cannot tell a visitor's region, so an enabled restrictive policy always applies.
// Two settings are the owner's word and no visitor's consent lifts them (§3): isVisitorDataRestricted (the
// editor's activity log turned off) and isRestrictiveCookiePolicyAbsolute (the restrictive policy with no
// exception). With either, no visitor identifier cookie is kept and no per-visitor analytics is sent; page
// views are still counted, without a visitor.
export function decideCookieConsent({ cookieSettings, consentCookie }: CookieConsentInput): CookieConsentDecision {
  if (cookieSettings?.isVisitorDataRestricted === true || cookieSettings?.isRestrictiveCookiePolicyAbsolute === true)
    return { mayPersist: false, mustClear: CLEARED_WITHOUT_CONSENT, perVisitorAnalytics: false };
  const restrictive = cookieSettings?.isRestrictiveCookiePolicyEnabled === true;
  if (!restrictive || consentCookie === CONSENT_VALUES.ACCEPTED)
    return { mayPersist: true, mustClear: [], perVisitorAnalytics: true };
  return { mayPersist: false, mustClear: CLEARED_WITHOUT_CONSENT, perVisitorAnalytics: true };
}
