import { useEffect } from 'react';
import type { GallerySlide } from '../../../shared/blocks/gallery';
import { buildItemIdValue, writeItemId } from '../../../shared/gallery/galleryHistory';

// Spec media-and-reporting §2: with history on, the current slide is written to the address as itemId,
// replacing the entry (moving through a gallery adds nothing to the back button).
export function useSlideInAddress(enabled: boolean, slides: readonly GallerySlide[], index: number): void {
  useEffect(() => {
    if (!enabled) return;
    const slide = slides[index];
    if (!slide) return;
    const { origin, pathname, search, hash } = window.location;
    const address = writeItemId(search, buildItemIdValue(`${origin}${pathname}`, slide));
    window.history.replaceState(window.history.state, '', `${address}${hash}`);
  }, [enabled, slides, index]);
}
