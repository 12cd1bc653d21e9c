import { STRIP_ALIGNMENT_MAP, STRIP_ALIGNMENTS, DEFAULT_STRIP_ALIGNMENT } from '../constants/gallery';

export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];

// Spec media-and-reporting §5: strip alignment is start, middle or end; left maps to start, center to middle,
// right to end; default middle; anything else is rejected.
export function toStripAlignment(value: string | undefined): StripAlignment {
  if (value === undefined) return DEFAULT_STRIP_ALIGNMENT;
  if (Object.hasOwn(STRIP_ALIGNMENT_MAP, value)) return STRIP_ALIGNMENT_MAP[value as keyof typeof STRIP_ALIGNMENT_MAP];
  if ((STRIP_ALIGNMENTS as readonly string[]).includes(value)) return value as StripAlignment;
  throw new Error(`Strip alignment must be start, middle or end (or left, center, right), not "${value}"`);
}
