interface AnalyticsSession {
  id: string;
  /** True for every page of the visitor's first session (the analytics id was new when it began). */
  firstSession: boolean;
}

interface AnalyticsSessionResolution extends AnalyticsSession {
  /** True on the session's first page: the landing page. */
  firstLanding: boolean;
  /** The sessionStorage value to write back. */
  storedValue: string;
}

function readSession(stored: string | null | undefined): AnalyticsSession | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<AnalyticsSession>;
    if (typeof value.id !== 'string' || value.id.length === 0 || typeof value.firstSession !== 'boolean') return null;
    return { id: value.id, firstSession: value.firstSession };
  } catch {
    return null;
  }
}

// Spec media-and-reporting §4: a session is a tab's (sessionStorage); a page with none yet is the landing
// page, and it is the first session when the analytics id was new.
export function resolveAnalyticsSession(
  stored: string | null | undefined,
  analyticsIdGenerated: boolean,
  generateId: () => string,
): AnalyticsSessionResolution {
  const existing = readSession(stored);
  const session = existing ?? { id: generateId(), firstSession: analyticsIdGenerated };
  return { ...session, firstLanding: existing === null, storedValue: JSON.stringify(session) };
}
