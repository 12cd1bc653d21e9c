import { GALLERY_DEFAULTS } from '../constants/gallery';

// Spec media-and-reporting §4: meta text taller than 0.9 of the container is capped at 0.4 of its height and
// marked overflow (it then scrolls inside its box).
export function getMetaOverlayFit(
  textHeightPx: number,
  containerHeightPx: number,
): { maxHeightPx: number | null; overflow: boolean } {
  if (containerHeightPx <= 0 || textHeightPx <= containerHeightPx * GALLERY_DEFAULTS.META_OVERFLOW_RATIO)
    return { maxHeightPx: null, overflow: false };
  return { maxHeightPx: Math.floor(containerHeightPx * GALLERY_DEFAULTS.META_CAPPED_RATIO), overflow: true };
}
