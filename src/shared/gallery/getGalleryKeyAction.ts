import { GALLERY_DEFAULTS } from '../constants/gallery';

interface GalleryKeyState {
  keyCode: number;
  autoplay: boolean;
  inViewport: boolean;
  editingText: boolean;
  inMotion: boolean;
}

// Spec media-and-reporting §9 and §5: the arrows step, but not during autoplay, editing, motion or off screen.
export function getGalleryKeyAction(state: GalleryKeyState): 'previous' | 'next' | null {
  if (state.autoplay || !state.inViewport || state.editingText || state.inMotion) return null;
  if (state.keyCode === GALLERY_DEFAULTS.PREVIOUS_KEY_CODE) return 'previous';
  if (state.keyCode === GALLERY_DEFAULTS.NEXT_KEY_CODE) return 'next';
  return null;
}
