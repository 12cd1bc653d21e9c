const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 24 * 60 * SECONDS_PER_MINUTE;

// Spec visitor-runtime §3 and §9: consent cookie name and lifetime.
export const CONSENT_COOKIE_NAME = 'ss_cookieAllowed';

// The spec names these two only by purpose; we read them from its cleared-cookie list (§9) and RecordHit (§7).
export const VISITOR_RECORD_COOKIE_NAME = 'ss_cvr';
export const SESSION_TIME_COOKIE_NAME = 'ss_cvt';

// Spec visitor-runtime §7 and media-and-reporting §7: the shared identity cookie cleared on logout.
export const SHARED_IDENTITY_COOKIE_NAME = 'ss_lastid';

// Cookie lifetimes in seconds (Max-Age's unit): visitor-runtime §9 and media-and-reporting §9.
export const COOKIE_MAX_AGE_SECONDS = {
  VISITOR_RECORD: 2 * 365 * SECONDS_PER_DAY,
  SESSION_TIME: 30 * SECONDS_PER_MINUTE,
  CONSENT: 30 * SECONDS_PER_DAY,
  ANALYTICS_ID: 390 * SECONDS_PER_DAY,
} as const;

export const COOKIE_MAX_AGE_MS = {
  SESSION_TIME: COOKIE_MAX_AGE_SECONDS.SESSION_TIME * 1000,
  ANALYTICS_ID: COOKIE_MAX_AGE_SECONDS.ANALYTICS_ID * 1000,
} as const;

// Spec visitor-runtime §5: visitor cookie is an id then four positive integers (first, last and latest
// timestamps, then the visit counter), separated by bars; the session cookie is one positive integer.
export const VISITOR_RECORD_COOKIE_FORMAT = { SEPARATOR: '|', NUMBER_COUNT: 4 } as const;

// Spec visitor-runtime §9: cookies cleared when the restrictive policy applies and there is no consent.
export const RESTRICTED_COOKIE_NAMES = [
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
] as const;

// Ours: set beside the HttpOnly cart cookie and readable by the page's script, which then syncs the header's
// cart count (startCommerce); pages are the same HTML for every visitor and cannot say that there is a cart.
export const CART_MARKER_COOKIE_NAME = 'has_cart';
