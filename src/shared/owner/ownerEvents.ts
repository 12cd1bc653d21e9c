// Spec visitor-runtime §7: the global logout event (a window CustomEvent); §6: the admin events channel.
export const LOGOUT_EVENT = 'site-runtime:logout';
export const ADMIN_EVENTS_CHANNEL = 'site-runtime:admin-events';

export type AdminEvent = { type: 'logout' } | { type: 'login'; accountId: string };

// Remembers noredirect for the browser session (spec visitor-runtime §2).
export const NO_REDIRECT_STORAGE_KEY = 'siteRuntime:noredirect';
