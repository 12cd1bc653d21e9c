import { BREAKPOINTS, FLUID_IMAGE_SHAPE_HEIGHTS } from '../constants/limits';

// Spec visitor-runtime §9: an image box narrower than 415 px gets the narrow-width class.
export const NARROW_WIDTH_CLASS = 'image-narrow-width';
export function isNarrowImageBox(widthPx: number): boolean {
  return widthPx < BREAKPOINTS.IMAGE_BLOCK_NARROW_BELOW_PX;
}

type ImageShape = keyof typeof FLUID_IMAGE_SHAPE_HEIGHTS;

// Spec visitor-runtime §9: fluid image shape masks are square (height 100 % of the width), tall (150 %) and
// wide (67 %).
export function shapeMaskHeight(shape: ImageShape, widthPx: number): number {
  return Math.round((widthPx * FLUID_IMAGE_SHAPE_HEIGHTS[shape]) / 100);
}
