import { STRIP_ALIGNMENT_MAP, STRIP_ALIGNMENTS, DEFAULT_STRIP_ALIGNMENT } from '../constants/gallery';

type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];

// Spec media-and-reporting §5: strip alignment is start, middle or end; left maps to start, center to middle,
// right to end; default middle; anything else is rejected.
export function toStripAlignment(value: string | undefined): StripAlignment {
  if (value === undefined) return DEFAULT_STRIP_ALIGNMENT;
  if (Object.hasOwn(STRIP_ALIGNMENT_MAP, value)) return STRIP_ALIGNMENT_MAP[value as keyof typeof STRIP_ALIGNMENT_MAP];
  if ((STRIP_ALIGNMENTS as readonly string[]).includes(value)) return value as StripAlignment;
  throw new Error(`Strip alignment must be start, middle or end (or left, center, right), not "${value}"`);
}

/**
 * Spec media-and-reporting §4 (strip alignment `end`): where each slide of the strip rests so that the
 * current one's right edge meets the strip's right edge. Swiper lays the strip out for `middle` (its
 * centredSlides: slide i rests at left_i + size_i / 2 - stripWidth / 2, in px along the strip); `end` moves
 * each of those resting places by the rest of the slide's half and the strip's half: left_i + size_i -
 * stripWidth.
 */
export function toEndAlignedPositions(
  centred: readonly number[],
  sizes: readonly number[],
  stripWidth: number,
): number[] {
  return centred.map((position, i) => position + (sizes[i] ?? 0) / 2 - stripWidth / 2);
}
