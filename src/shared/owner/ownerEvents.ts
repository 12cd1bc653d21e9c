// The global logout event (spec visitor-runtime §7: "on success a global logout event fires"), a window
// CustomEvent; and the BroadcastChannel for admin events (spec §6), shared by every tab of the site.
export const LOGOUT_EVENT = 'site-runtime:logout';
export const ADMIN_EVENTS_CHANNEL = 'site-runtime:admin-events';

export type AdminEvent = { type: 'logout' } | { type: 'login'; accountId: string };

// Remembers noredirect for the browser session (spec visitor-runtime §2).
export const NO_REDIRECT_STORAGE_KEY = 'siteRuntime:noredirect';
