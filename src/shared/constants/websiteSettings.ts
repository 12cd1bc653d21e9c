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

// Ours (visitor-runtime §4 names the flag, not its spelling): a screenshot capture hides the popup overlay.
export const SCREENSHOT_QUERY_PARAM = 'screenshot';
// One local storage entry holds those keys, so the spec's short names cannot collide with another script's.
export const POPUP_OVERLAY_STORAGE_ENTRY = 'popup-overlay';
