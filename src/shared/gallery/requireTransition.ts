import { SLIDESHOW_TRANSITIONS, DEFAULT_SLIDESHOW_TRANSITION } from '../constants/gallery';
import { GALLERY_MESSAGES } from '../messages/galleryMessages';

export type SlideshowTransition = (typeof SLIDESHOW_TRANSITIONS)[number];

export function isSlideshowTransition(name: unknown): name is SlideshowTransition {
  return typeof name === 'string' && (SLIDESHOW_TRANSITIONS as readonly string[]).includes(name);
}

// Spec media-and-reporting §4 and §5: fade is the default; an unknown name throws "Could not find transition
// named" followed by the name.
export function requireTransition(name: string | undefined): SlideshowTransition {
  if (name === undefined || name === '') return DEFAULT_SLIDESHOW_TRANSITION;
  if (!isSlideshowTransition(name)) throw new Error(GALLERY_MESSAGES.unknownTransition(name));
  return name;
}
