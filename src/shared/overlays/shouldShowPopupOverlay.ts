import {
  POPUP_OVERLAY_HIDDEN_PAGE_TYPES,
  POPUP_OVERLAY_NEVER_RESHOW,
  POPUP_OVERLAY_STYLE_NONE,
  SCREENSHOT_QUERY_PARAM,
} from '../constants/websiteSettings';
import type { PopupOverlayMemory } from './PopupOverlayMemory';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PopupOverlayInput {
  settings: {
    style: string;
    version: number;
    displayFrequency: number;
    showUntilSignup: boolean;
    enableMobile: boolean;
    pages?: string[] | undefined;
  };
  pageType: number;
  pathname: string;
  search: string;
  isMobile: boolean;
  memory: PopupOverlayMemory;
  now: number;
}

/**
 * Spec visitor-runtime §4: hidden on mobile unless enableMobile, when the style is none, on splash, 404 and
 * lock-screen pages, and with the screenshot flag. A new version shows again whatever was stored; after a
 * sign-up showUntilSignup stops it; after a close it shows again once displayFrequency days have passed,
 * never when that is -1.
 */
export function shouldShowPopupOverlay({
  settings,
  pageType,
  pathname,
  search,
  isMobile,
  memory,
  now,
}: PopupOverlayInput): boolean {
  if (settings.style === POPUP_OVERLAY_STYLE_NONE) return false;
  if (isMobile && !settings.enableMobile) return false;
  if (POPUP_OVERLAY_HIDDEN_PAGE_TYPES.includes(pageType)) return false;
  if (new URLSearchParams(search).has(SCREENSHOT_QUERY_PARAM)) return false;
  if (settings.pages && !settings.pages.includes(pathname)) return false;
  if (memory.version !== settings.version) return true;
  if (memory.submitted && settings.showUntilSignup) return false;
  if (memory.dateClosed === null) return true;
  if (settings.displayFrequency === POPUP_OVERLAY_NEVER_RESHOW) return false;
  return now - memory.dateClosed >= settings.displayFrequency * DAY_MS;
}
