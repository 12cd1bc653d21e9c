import { GALLERY_DESIGN_LAYOUTS, type GalleryDesign, type GalleryLayout } from '../constants/gallery';
import { GALLERY_MESSAGES } from '../messages/galleryMessages';

export function isGalleryDesign(name: unknown): name is GalleryDesign {
  return typeof name === 'string' && Object.hasOwn(GALLERY_DESIGN_LAYOUTS, name);
}

// Spec media-and-reporting §5: an unknown design throws; none at all gets the base layout (§2), as stacked does.
export function requireGalleryLayout(name: string | undefined): GalleryLayout {
  if (name === undefined || name === '') return GALLERY_DESIGN_LAYOUTS.stacked;
  if (!isGalleryDesign(name)) throw new Error(GALLERY_MESSAGES.unknownDesign(name));
  return GALLERY_DESIGN_LAYOUTS[name];
}
