import { TEXT_SHRINK } from '../constants/limits';

/**
 * Spec media-and-reporting §9 (text shrink): the largest font size from `natural` down, whole pixels, at
 * which `overflows(size)` is false, never under 11 px. `overflows` measures the text at a size.
 */
export function fitFontSize(natural: number, overflows: (size: number) => boolean): number {
  const min = TEXT_SHRINK.MIN_FONT_SIZE_PX;
  if (natural <= min || !overflows(natural)) return natural;
  // Binary search over whole pixels: a heading is measured a handful of times, not once per pixel.
  let low: number = min;
  let high = Math.floor(natural);
  if (overflows(low)) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (overflows(middle)) high = middle;
    else low = middle;
  }
  return low;
}
