import { COOKIE_MAX_AGE_MS } from '../constants/cookies';
import type { VisitorRecord } from './VisitorRecord';
import { parseVisitorRecord } from './parseVisitorRecord';
import { parsePositiveInteger } from './parsePositiveInteger';

interface VisitorCookieValues {
  visitorRecord: string | undefined;
  sessionTime: string | undefined;
}

interface VisitorSessionUpdate {
  record: VisitorRecord;
  /** The session-time cookie's new value: the time of this page view. */
  sessionTime: number;
  /** True when this page view starts a visit (new visitor, or the session had expired). */
  newVisit: boolean;
  /** True when a cookie was present but malformed and has been replaced. */
  replacedMalformed: boolean;
}

// Spec visitor-runtime §4: an expired session counts a new visit; §5: malformed cookies are replaced. The
// session cookie holds the latest page view's time: expired when missing or older than its lifetime.
export function updateVisitorSession(
  cookies: VisitorCookieValues,
  now: number,
  generateId: () => string,
): VisitorSessionUpdate {
  const record = parseVisitorRecord(cookies.visitorRecord);
  const session = parsePositiveInteger(cookies.sessionTime);
  const replacedMalformed =
    (cookies.visitorRecord !== undefined && record === null) || (cookies.sessionTime !== undefined && session === null);
  if (!record || record.latest > now) {
    return {
      record: { id: generateId(), first: now, last: now, latest: now, visits: 1 },
      sessionTime: now,
      newVisit: true,
      replacedMalformed: replacedMalformed || record !== null,
    };
  }
  const sessionLive = session !== null && session <= now && now - session < COOKIE_MAX_AGE_MS.SESSION_TIME;
  if (sessionLive) return { record, sessionTime: now, newVisit: false, replacedMalformed };
  return {
    record: { ...record, last: record.latest, latest: now, visits: record.visits + 1 },
    sessionTime: now,
    newVisit: true,
    replacedMalformed,
  };
}
