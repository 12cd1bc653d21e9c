import { GALLERY_END_SIGNALS } from '../constants/gallery';

export type GalleryEndSignal = (typeof GALLERY_END_SIGNALS)[keyof typeof GALLERY_END_SIGNALS];

interface GalleryStep {
  index: number;
  /** Set when the step could not move because the gallery does not loop. */
  signal: GalleryEndSignal | null;
}

// Spec media-and-reporting §4: a negative index counts from the end; one past the end is taken modulo.
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

// Spec media-and-reporting §4: past an end, previous and next go round with loop, else signal the end.
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
export function getControlStates(current: number, count: number, loop: boolean) {
  if (count <= 1) return { previousDisabled: true, nextDisabled: true };
  if (loop) return { previousDisabled: false, nextDisabled: false };
  const index = normalizeIndex(current, count);
  return { previousDisabled: index === 0, nextDisabled: index === count - 1 };
}
