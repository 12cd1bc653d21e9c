import { GALLERY_TOUCH } from '../constants/gallery';

export interface SwipeSample {
  dx: number;
  dy: number;
  durationMs: number;
}

// Spec media-and-reporting §9: a swipe needs at least 50 px within 250 ms, mostly sideways. A swipe to the
// left (finger moving left) shows the next slide, to the right the previous one.
export function classifySwipe({ dx, dy, durationMs }: SwipeSample): 'previous' | 'next' | null {
  if (durationMs > GALLERY_TOUCH.SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < GALLERY_TOUCH.SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

// Spec media-and-reporting §9 (newSwipe): a drag counts after more than 10 px.
export function isNewSwipeDrag(dx: number): boolean {
  return Math.abs(dx) > GALLERY_TOUCH.NEW_SWIPE_DRAG_THRESHOLD_PX;
}

// Spec media-and-reporting §9 (newSwipe): it snaps to the neighbour when the drag exceeds half the width or
// the velocity (px per ms) exceeds 1.
export function shouldNewSwipeSnap(dragPx: number, widthPx: number, velocityPxPerMs: number): boolean {
  return (
    Math.abs(dragPx) > widthPx * GALLERY_TOUCH.NEW_SWIPE_SNAP_WIDTH_FRACTION ||
    Math.abs(velocityPxPerMs) > GALLERY_TOUCH.NEW_SWIPE_SNAP_VELOCITY
  );
}

// Spec media-and-reporting §9 (newSwipe): the settling transition lasts 0.2–0.4 s below 767 px and 0.3–0.5 s
// otherwise, shorter the faster the finger left (velocity 0 gives the longest, 1 and above the shortest).
export function newSwipeTransitionS(widthPx: number, velocityPxPerMs: number): number {
  const range =
    widthPx < GALLERY_TOUCH.NEW_SWIPE_NARROW_BELOW_PX
      ? GALLERY_TOUCH.NEW_SWIPE_TRANSITION_NARROW_S
      : GALLERY_TOUCH.NEW_SWIPE_TRANSITION_WIDE_S;
  const speed = Math.min(1, Math.abs(velocityPxPerMs) / GALLERY_TOUCH.NEW_SWIPE_SNAP_VELOCITY);
  return Number((range.max - (range.max - range.min) * speed).toFixed(3));
}

// Spec media-and-reporting §9 (swipe): a drag longer than the slide width divided by 2.25 moves the slide.
export function swipeThresholdPx(widthPx: number): number {
  return widthPx / GALLERY_TOUCH.SWIPE_THRESHOLD_WIDTH_DIVISOR;
}
