// The session id stamped on records: one per tab session, kept in sessionStorage so navigations within
// the tab share it; the page id stands in when storage is blocked.
const SESSION_KEY = 'site-telemetry-session';

export function readTelemetrySessionId(win: Window, pageId: string): string {
  try {
    const stored = win.sessionStorage.getItem(SESSION_KEY);
    if (stored) return stored;
    win.sessionStorage.setItem(SESSION_KEY, pageId);
  } catch {
    // Storage blocked (privacy settings): fall through.
  }
  return pageId;
}
