import { CONSENT_VALUES } from '../visitor/consentValues';

// Spec visitor-runtime §7: commerce events (add to cart, search, newsletter subscribe, view product page,
// create customer account). Each is a telemetry record of kind 'event' named `commerce.<name>`, and goes to
// the social-ad pixel as the pixel's standard event below, only where the site configures a pixel id and the
// visitor accepted cookies in the cookie banner (ss_cookieAllowed = "true").
export const COMMERCE_EVENT_PIXEL_NAMES = {
  'add-to-cart': 'AddToCart',
  search: 'Search',
  'newsletter-subscribe': 'Subscribe',
  'view-product': 'ViewContent',
  'create-account': 'CompleteRegistration',
} as const;
export type CommerceEventName = keyof typeof COMMERCE_EVENT_PIXEL_NAMES;

/** The telemetry event name of a commerce event. */
export const commerceRecordName = (name: CommerceEventName) => `commerce.${name}`;

/** The meta element the server renders when the site configures a social-ad pixel. */
export const SOCIAL_PIXEL_META = 'social-ad-pixel';

/** Consent for the pixel: the cookie banner's accept, and nothing else (no choice, or declined: none). */
export function pixelConsented(consentCookie: string | undefined): boolean {
  return consentCookie === CONSENT_VALUES.ACCEPTED;
}
