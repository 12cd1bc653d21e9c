import { CAROUSEL_RESPONSIVE_STEPS } from '../constants/gallery';

// Spec media-and-reporting §4: slidesPerRow drops on narrow widths; the narrowest step wins, never raising it.
export function getCarouselSlidesPerRow(original: number, widthPx: number): number {
  for (const step of CAROUSEL_RESPONSIVE_STEPS)
    if (widthPx < step.belowWidthPx && original > step.whenAbove) return Math.min(original, step.slidesPerRow);
  return original;
}

// Spec media-and-reporting §4: the group index is kept proportionally when slidesPerRow changes.
export function keepGroupIndex(groupIndex: number, oldPerRow: number, newPerRow: number): number {
  return Math.floor((groupIndex * oldPerRow) / newPerRow);
}
