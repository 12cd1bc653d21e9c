import { POPUP_OVERLAY_STORAGE_KEYS } from '../constants/websiteSettings';

/** What local storage keeps about the popup overlay (visitor-runtime §4, media-and-reporting §3). */
export interface PopupOverlayMemory {
  version: number | null;
  submitted: boolean;
  /** Milliseconds since the epoch; null when never closed. */
  dateClosed: number | null;
}

export const EMPTY_OVERLAY_MEMORY: PopupOverlayMemory = { version: null, submitted: false, dateClosed: null };

const KEYS = POPUP_OVERLAY_STORAGE_KEYS;

/** Reads the stored JSON; anything unreadable counts as a first visit. */
export function parseOverlayMemory(text: string | null): PopupOverlayMemory {
  if (!text) return EMPTY_OVERLAY_MEMORY;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const version = value[KEYS.VERSION];
    const closed = value[KEYS.DATE_CLOSED];
    return {
      version: typeof version === 'number' && Number.isInteger(version) ? version : null,
      submitted: value[KEYS.SUBMITTED] === true,
      dateClosed: typeof closed === 'number' && Number.isFinite(closed) ? closed : null,
    };
  } catch {
    return EMPTY_OVERLAY_MEMORY;
  }
}

export function serializeOverlayMemory(memory: PopupOverlayMemory): string {
  return JSON.stringify({
    [KEYS.VERSION]: memory.version,
    [KEYS.SUBMITTED]: memory.submitted,
    [KEYS.DATE_CLOSED]: memory.dateClosed,
  });
}
