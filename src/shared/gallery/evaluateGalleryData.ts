import type { GalleryData } from '../blocks/gallery';
import { SLIDE_TYPES } from '../constants/gallery';
import { requireGalleryLayout } from './requireGalleryDesign';
import { requireTransition } from './requireTransition';
import { toStripAlignment } from './stripAlignment';

// What each field the browser reads must be. The server has already validated the block with the site
// data schema and filled in every default; this is the browser's check that the JSON it was handed is still
// that block (zod itself stays off the page).
const FIELD_TYPES: Record<string, 'boolean' | 'number' | 'string'> = {
  design: 'string',
  imageAspectRatio: 'string',
  lightbox: 'boolean',
  lightboxTheme: 'string',
  loop: 'boolean',
  history: 'boolean',
  autoplay: 'boolean',
  'autoplay-random': 'boolean',
  thumbnails: 'boolean',
  mixedContent: 'boolean',
  'square-thumbs': 'boolean',
  'auto-crop': 'boolean',
  'meta-position': 'string',
  slidesPerRow: 'number',
  columnWidth: 'number',
  gutter: 'number',
  padding: 'number',
  listImageSize: 'number',
  'thumbnails-per-row': 'number',
  'thumbnail-strip-height': 'number',
  'thumbnail-strip-margin': 'number',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSlide(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { id, src, alt, dimensions, focalPoint, type } = value;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof src === 'string' &&
    src !== '' &&
    typeof alt === 'string' &&
    typeof dimensions === 'string' &&
    /^\d+x\d+$/.test(dimensions) &&
    Array.isArray(focalPoint) &&
    focalPoint.length === 2 &&
    focalPoint.every((n) => typeof n === 'number') &&
    (SLIDE_TYPES as readonly unknown[]).includes(type)
  );
}

/**
 * Spec media-and-reporting §3 and §8: the evaluation step of gallery block data read from JSON in the page
 * (decodeGalleryData). Returns the block's data, or null when the JSON is not a gallery block this runtime
 * can draw; an unknown design or transition throws the spec's message (§5). Either way decodeGalleryData
 * logs "Error evaluating gallery block data.".
 */
export function evaluateGalleryData(value: unknown): GalleryData | null {
  if (!isObject(value)) return null;
  for (const [field, type] of Object.entries(FIELD_TYPES)) if (typeof value[field] !== type) return null;
  requireGalleryLayout(value.design as string);
  requireTransition(value.transition as string | undefined);
  toStripAlignment(value['active-alignment'] as string | undefined);
  const { slides, newSwipe } = value;
  if (!Array.isArray(slides) || slides.length === 0 || !slides.every(isSlide)) return null;
  if (!isObject(newSwipe) || !isObject(newSwipe.boundaries)) return null;
  return value as unknown as GalleryData;
}
