import { BREAKPOINTS } from '../constants/limits';

// Spec visitor-runtime §9: an image box narrower than 415 px gets the narrow-width class.
export const NARROW_WIDTH_CLASS = 'image-narrow-width';
export function isNarrowImageBox(widthPx: number): boolean {
  return widthPx < BREAKPOINTS.IMAGE_BLOCK_NARROW_BELOW_PX;
}
