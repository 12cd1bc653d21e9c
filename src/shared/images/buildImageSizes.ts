// The page's content column is at most this wide (base.css .section-inner) and its sections keep at most
// this much padding on each side (clamp(1rem, 4vw, 3rem)).
const CONTENT_MAX_WIDTH_PX = 1100;
const SECTION_PADDING_MAX_PX = 48;

// The `sizes` of an image that takes `percent` of the content column: that share of the column's full width
// on wide screens, of the viewport below (the padding left in, so the guess errs large, never blurry).
// From this viewport width the content column is at its widest.
const CONTENT_FULL_WIDTH_FROM_PX = CONTENT_MAX_WIDTH_PX + 2 * SECTION_PADDING_MAX_PX;

export function buildContentImageSizes(percent: number): string {
  const share = Math.min(100, Math.max(1, percent)) / 100;
  const breakpoint = CONTENT_FULL_WIDTH_FROM_PX;
  return `(min-width: ${breakpoint}px) ${Math.round(CONTENT_MAX_WIDTH_PX * share)}px, ${Math.round(share * 100)}vw`;
}

// A full-bleed picture (a hero) is as wide as the viewport.
export const FULL_BLEED_SIZES = '100vw';
