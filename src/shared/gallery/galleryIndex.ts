import { GALLERY_END_SIGNALS } from '../constants/gallery';

export type GalleryEndSignal = (typeof GALLERY_END_SIGNALS)[keyof typeof GALLERY_END_SIGNALS];

interface GalleryStep {
  index: number;
  /** Set when the step could not move because the gallery does not loop. */
  signal: GalleryEndSignal | null;
}

// Spec media-and-reporting §4: a negative index counts from the end; an index past the end is taken
// modulo the slide count.
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

// Spec media-and-reporting §4: previous at the first slide goes to the last with loop, else signals
// reachedBeginning; next at the last goes to the first with loop, else signals reachedEnd.
export function stepIndex(current: number, count: number, direction: 'previous' | 'next', loop: boolean): GalleryStep {
  const index = normalizeIndex(current, count);
  if (direction === 'previous') {
    if (index > 0) return { index: index - 1, signal: null };
    return loop ? { index: normalizeIndex(-1, count), signal: null } : { index, signal: GALLERY_END_SIGNALS.BEGINNING };
  }
  if (index < count - 1) return { index: index + 1, signal: null };
  return loop ? { index: 0, signal: null } : { index, signal: GALLERY_END_SIGNALS.END };
}

// Spec media-and-reporting §4: without loop, previous and next controls are disabled at the ends.
export function getControlStates(
  current: number,
  count: number,
  loop: boolean,
): { previousDisabled: boolean; nextDisabled: boolean } {
  if (count <= 1) return { previousDisabled: true, nextDisabled: true };
  if (loop) return { previousDisabled: false, nextDisabled: false };
  const index = normalizeIndex(current, count);
  return { previousDisabled: index === 0, nextDisabled: index === count - 1 };
}
