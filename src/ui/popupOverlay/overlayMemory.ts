import { POPUP_OVERLAY_STORAGE_ENTRY } from '../../shared/constants/websiteSettings';
import {
  parseOverlayMemory,
  serializeOverlayMemory,
  type PopupOverlayMemory,
} from '../../shared/overlays/PopupOverlayMemory';

// Local storage may be refused (private modes, a full quota): the overlay then behaves as on a first visit.
export function readOverlayMemory(storage: Storage | null): PopupOverlayMemory {
  try {
    return parseOverlayMemory(storage?.getItem(POPUP_OVERLAY_STORAGE_ENTRY) ?? null);
  } catch {
    return parseOverlayMemory(null);
  }
}

export function writeOverlayMemory(storage: Storage | null, memory: PopupOverlayMemory): void {
  try {
    storage?.setItem(POPUP_OVERLAY_STORAGE_ENTRY, serializeOverlayMemory(memory));
  } catch (error) {
    console.warn('Could not store the popup overlay state', error);
  }
}

export function openLocalStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
