import { IMAGE_SIZES } from '../constants/images';
import { IMAGE_LOADING_DEFAULTS, IMAGE_LOADING_LIMITS } from '../constants/images';

interface WidthRequest {
  /** The box's CSS width. */
  cssWidth: number;
  devicePixelRatio: number;
  /** Spec media-and-reporting §3: size adjustment (default 1, minimum 0) and pixel-ratio min/max. */
  sizeAdjustment?: number;
  pixelRatioMin?: number;
  pixelRatioMax?: number;
  /** The original's width: no size larger than the smallest one that covers it is asked for. */
  originalWidth?: number;
}

// Spec media-and-reporting §9: the widths the image service serves are 2500, 1500, 1000, 750, 500, 300, 100.
// The width to ask for is the smallest served width covering the box at the device's pixel ratio (bounded by
// pixel-ratio min and max, times the size adjustment); 2500 when none does.
export function chooseImageWidth(request: WidthRequest): number {
  const ratio = Math.min(
    Math.max(request.devicePixelRatio, request.pixelRatioMin ?? IMAGE_LOADING_DEFAULTS.pixelRatioMin),
    request.pixelRatioMax ?? IMAGE_LOADING_DEFAULTS.pixelRatioMax,
  );
  const adjustment = Math.max(
    IMAGE_LOADING_LIMITS.SIZE_ADJUSTMENT_MIN,
    request.sizeAdjustment ?? IMAGE_LOADING_DEFAULTS.sizeAdjustment,
  );
  let needed = request.cssWidth * ratio * adjustment;
  if (request.originalWidth && request.originalWidth > 0) needed = Math.min(needed, request.originalWidth);
  const ascending = [...IMAGE_SIZES].sort((a, b) => a - b);
  return ascending.find((size) => size >= needed) ?? ascending[ascending.length - 1]!;
}

// Spec media-and-reporting §4: resolution is only re-requested when the needed width exceeds the loaded one.
export function needsLargerImage(neededWidth: number, loadedWidth: number | undefined): boolean {
  return loadedWidth === undefined || neededWidth > loadedWidth;
}

// How a served width is asked for. The server's image pipeline answers `?format=<width>w` (the size format
// "queryString" of spec §3); this one function is what to change if it names sizes another way.
export function imageRequestUrl(src: string, width: number): string {
  if (/\.svg(\?|#|$)/i.test(src)) return src;
  const [path, hash = ''] = src.split('#', 2) as [string, string?];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}format=${width}w${hash ? `#${hash}` : ''}`;
}
