import { COOKIE_MAX_AGE_MS } from '../constants/cookies';

const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

interface StoredAnalyticsId {
  id: string;
  expiresAt: number;
}

interface AnalyticsIdInput {
  cookie: string | undefined;
  /** The localStorage value: JSON {id, expiresAt}. */
  stored: string | null | undefined;
  now: number;
  generateId: () => string;
}

interface AnalyticsIdResolution extends StoredAnalyticsId {
  /** True when no valid id existed and a new one was made. */
  generated: boolean;
  /** The localStorage value to write back. */
  storedValue: string;
}

function readStored(stored: string | null | undefined, now: number): string | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<StoredAnalyticsId>;
    // Spec media-and-reporting §4: an expired stored value is dropped.
    if (typeof value.id !== 'string' || !ID_PATTERN.test(value.id)) return null;
    if (typeof value.expiresAt !== 'number' || value.expiresAt <= now) return null;
    return value.id;
  } catch {
    return null;
  }
}

// Spec media-and-reporting §4 and §9: the analytics id lives in a cookie and in local storage. The cookie wins
// (the browser expires it); local storage restores it when cookies were cleared. Each page view renews it.
export function resolveAnalyticsId({ cookie, stored, now, generateId }: AnalyticsIdInput): AnalyticsIdResolution {
  const existing = cookie && ID_PATTERN.test(cookie) ? cookie : readStored(stored, now);
  const id = existing ?? generateId();
  const expiresAt = now + COOKIE_MAX_AGE_MS.ANALYTICS_ID;
  return { id, expiresAt, generated: existing === null, storedValue: JSON.stringify({ id, expiresAt }) };
}
