// Session lifetimes. The spec does not give them (visitor-runtime §7 "not shown"); these are our choices,
// documented in docs/owners.md. Owner sessions are short because they can change the site.
export const OWNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
// A member who ticks rememberMe stays logged in for 30 days; otherwise for one day, in a cookie that also
// ends when the browser closes.
export const MEMBER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const MEMBER_REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session is usable strictly before its expiry instant. */
export function isSessionActive(session: { expiresAt: number }, now: number): boolean {
  return now < session.expiresAt;
}
