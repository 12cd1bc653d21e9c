import { PageType } from './pageTypes';

// Spec visitor-runtime §4: the popup overlay is hidden when its style is this.
export const POPUP_OVERLAY_STYLE_NONE = 'none';
// Spec visitor-runtime §4: displayFrequency is in days; -1 means never show again.
export const POPUP_OVERLAY_NEVER_RESHOW = -1;

// Spec visitor-runtime §4: the popup overlay is hidden on splash, 404 and lock-screen pages.
export const POPUP_OVERLAY_HIDDEN_PAGE_TYPES: readonly number[] = [
  PageType.SPLASH,
  PageType.NOT_FOUND,
  PageType.LOCK_SCREEN,
];

// Spec media-and-reporting §3 and visitor-runtime §4: popup overlay local storage keys.
export const POPUP_OVERLAY_STORAGE_KEYS = {
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
} as const;

// Ours (the spec names the flag, not its spelling): a page opened with this query parameter is being
// captured as a screenshot, and the popup overlay stays hidden (visitor-runtime §4).
export const SCREENSHOT_QUERY_PARAM = 'screenshot';
// The local storage entry holding POPUP_OVERLAY_STORAGE_KEYS as one JSON object, so the spec's short key
// names cannot collide with another script's.
export const POPUP_OVERLAY_STORAGE_ENTRY = 'popup-overlay';
