import {
  COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
  SESSION_TIME_COOKIE_NAME,
  VISITOR_RECORD_COOKIE_NAME,
} from '../../shared/constants/cookies';
import { decideCookieConsent } from '../../shared/visitor/decideCookieConsent';
import { formatVisitorRecord } from '../../shared/visitor/formatVisitorRecord';
import { resolveAnalyticsId } from '../../shared/visitor/resolveAnalyticsId';
import { resolveAnalyticsSession } from '../../shared/visitor/resolveAnalyticsSession';
import { updateVisitorSession } from '../../shared/visitor/updateVisitorSession';
import { VISITOR_STORAGE_KEYS } from '../../shared/visitor/visitorStorageKeys';

const { ANALYTICS_ID, ANALYTICS_SESSION, MARKETING_ID } = VISITOR_STORAGE_KEYS;
import type { BrowserCookies } from './browserCookies';
import type { KeyValueStorage } from './browserStorage';

export interface VisitorIdentity {
  /** False under the restrictive policy without consent: nothing was written, the listed cookies were cleared. */
  mayPersist: boolean;
  /** False when the owner turned visitor data off (decideCookieConsent): track() events are not sent. */
  perVisitorAnalytics: boolean;
  /** The visitor-record cookie's value (ss_cvr), sent with census calls; undefined when not allowed. */
  visitorCookie: string | undefined;
  newVisit: boolean;
  /** True when a visitor cookie was malformed and has been replaced (visitor-runtime §5). */
  replacedMalformed: boolean;
  analyticsId: string;
  sessionId: string;
  firstLanding: boolean;
  firstSession: boolean;
  marketingId: string | null;
}

interface VisitorIdentityInput {
  cookieSettings: Parameters<typeof decideCookieConsent>[0]['cookieSettings'];
  cookies: BrowserCookies;
  local: KeyValueStorage;
  session: KeyValueStorage;
  now: number;
  generateId: () => string;
}

// Applies the consent rule, then the visitor-session and analytics-id rules (src/shared/visitor), and
// writes what they decided. Run on every page and again when the visitor answers the cookie banner.
export function applyVisitorIdentity(input: VisitorIdentityInput): VisitorIdentity {
  const { cookieSettings, cookies, local, session, now, generateId } = input;
  const jar = cookies.read();
  const consent = decideCookieConsent({ cookieSettings, consentCookie: jar[CONSENT_COOKIE_NAME] });
  if (!consent.mayPersist) {
    // visitor-runtime §9: cleared and none set. The ids live for this page only.
    for (const name of consent.mustClear) if (name in jar) cookies.remove(name);
    local.remove(ANALYTICS_ID);
    session.remove(ANALYTICS_SESSION);
    return {
      mayPersist: false,
      perVisitorAnalytics: consent.perVisitorAnalytics,
      visitorCookie: undefined,
      newVisit: true,
      replacedMalformed: false,
      analyticsId: generateId(),
      sessionId: generateId(),
      firstLanding: true,
      firstSession: true,
      marketingId: null,
    };
  }
  const visit = updateVisitorSession(
    { visitorRecord: jar[VISITOR_RECORD_COOKIE_NAME], sessionTime: jar[SESSION_TIME_COOKIE_NAME] },
    now,
    generateId,
  );
  const visitorCookie = formatVisitorRecord(visit.record);
  cookies.write(VISITOR_RECORD_COOKIE_NAME, visitorCookie, COOKIE_MAX_AGE_SECONDS.VISITOR_RECORD);
  cookies.write(SESSION_TIME_COOKIE_NAME, String(visit.sessionTime), COOKIE_MAX_AGE_SECONDS.SESSION_TIME);

  const analytics = resolveAnalyticsId({ cookie: jar[ANALYTICS_ID], stored: local.get(ANALYTICS_ID), now, generateId });
  cookies.write(ANALYTICS_ID, analytics.id, COOKIE_MAX_AGE_SECONDS.ANALYTICS_ID);
  local.set(ANALYTICS_ID, analytics.storedValue);
  const analyticsSession = resolveAnalyticsSession(session.get(ANALYTICS_SESSION), analytics.generated, generateId);
  session.set(ANALYTICS_SESSION, analyticsSession.storedValue);
  return {
    mayPersist: true,
    perVisitorAnalytics: true,
    visitorCookie,
    newVisit: visit.newVisit,
    replacedMalformed: visit.replacedMalformed,
    analyticsId: analytics.id,
    sessionId: analyticsSession.id,
    firstLanding: analyticsSession.firstLanding,
    firstSession: analyticsSession.firstSession,
    marketingId: jar[MARKETING_ID] ?? null,
  };
}
