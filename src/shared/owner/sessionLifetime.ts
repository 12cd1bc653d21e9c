// Ours (visitor-runtime §7 does not give them; docs/owners.md). Owner sessions are short: they change the site.
export const OWNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
// A member stays logged in one day (a browser-session cookie), or 30 days with rememberMe.
export const MEMBER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const MEMBER_REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session is usable strictly before its expiry instant. */
export function isSessionActive(session: { expiresAt: number }, now: number): boolean {
  return now < session.expiresAt;
}
