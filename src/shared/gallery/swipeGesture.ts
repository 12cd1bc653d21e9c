import { GALLERY_TOUCH } from '../constants/gallery';

interface SwipeSample {
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

/**
 * Spec media-and-reporting §5 and §9 (newSwipe snap points): where a drag may come to rest, in px along the
 * slideshow (0 is the first slide's start). Each snap point is a percentage of a slide's width, repeated in
 * every slide ("50%" is the middle of each slide); the slides' own starts are always resting places, and
 * nothing rests past the last slide's start.
 */
export function newSwipeSnapPositions(snapPoints: readonly string[], slideWidth: number, slideCount: number): number[] {
  const last = Math.max(0, slideCount - 1) * slideWidth;
  const fractions = new Set([0, ...snapPoints.map((point) => (Number.parseFloat(point) / 100) % 1)]);
  const positions = new Set<number>();
  for (let slide = 0; slide < slideCount; slide += 1)
    for (const fraction of fractions) {
      const position = Math.round((slide + fraction) * slideWidth * 1000) / 1000;
      if (position <= last) positions.add(position);
    }
  return [...positions].sort((a, b) => a - b);
}

/**
 * Spec media-and-reporting §9 (newSwipe with snap points): where a drag released at `to` (it began at `from`,
 * px along the slideshow) settles. A drag of 10 px or less goes back. Otherwise, between the last resting
 * place the drag passed and the next one ahead, it moves on when it has covered more than half of that gap or
 * the finger left faster than 1 px/ms (the §9 rule for a slide's width, for any gap), else it falls back.
 */
export function pickNewSwipeSnap(input: {
  from: number;
  to: number;
  velocityPxPerMs: number;
  positions: readonly number[];
}): number {
  const { from, to, velocityPxPerMs, positions } = input;
  if (positions.length === 0) return 0;
  const nearest = (x: number) => positions.reduce((best, p) => (Math.abs(p - x) < Math.abs(best - x) ? p : best));
  if (!isNewSwipeDrag(to - from)) return nearest(from);
  const forward = to > from;
  // In the drag's direction: the resting places it has passed, then those still ahead.
  const ordered = forward ? positions : [...positions].reverse();
  const passed = ordered.filter((p) => (forward ? p <= to : p >= to));
  const behind = passed[passed.length - 1];
  const ahead = ordered[passed.length];
  if (behind === undefined) return ahead!;
  if (ahead === undefined) return behind;
  return shouldNewSwipeSnap(to - behind, Math.abs(ahead - behind), velocityPxPerMs) ? ahead : behind;
}
