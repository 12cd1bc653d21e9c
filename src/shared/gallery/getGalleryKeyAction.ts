import { GALLERY_DEFAULTS } from '../constants/gallery';

interface GalleryKeyState {
  keyCode: number;
  autoplay: boolean;
  inViewport: boolean;
  editingText: boolean;
  inMotion: boolean;
}

// Spec media-and-reporting §9 and §5: left arrow (37) is previous, right arrow (39) next; the keyboard is off
// while autoplay is on, and ignored while editing text, while in motion, or outside the viewport.
export function getGalleryKeyAction(state: GalleryKeyState): 'previous' | 'next' | null {
  if (state.autoplay || !state.inViewport || state.editingText || state.inMotion) return null;
  if (state.keyCode === GALLERY_DEFAULTS.PREVIOUS_KEY_CODE) return 'previous';
  if (state.keyCode === GALLERY_DEFAULTS.NEXT_KEY_CODE) return 'next';
  return null;
}
