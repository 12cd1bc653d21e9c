import { GALLERY_DESIGN_DEFAULTS, GALLERY_TOUCH } from '../constants/gallery';
import type { SlideshowTransition } from './requireTransition';

// Autoplay is ours (useAutoplay: random order, pause rules), so Swiper's autoplay module is never loaded.
export type SwiperModuleName = 'fade' | 'freeMode';

interface NewSwipeSettings {
  boundaries: { start: 'none' | 'hard' | 'inertial'; end: 'none' | 'hard' | 'inertial' };
  snapPoints: 'none' | string[];
}

// What the moving designs ask Swiper for: plain values, so the rules are tested without a browser.
interface TransitionOptions {
  effect: 'fade' | 'slide';
  direction: 'horizontal' | 'vertical';
  speedMs: number;
  /** Pixels a finger must move before a drag counts. */
  threshold: number;
  /** Share of the width a slow drag must cover to move the slide. */
  longSwipesRatio: number;
  /** Overscroll past the ends: 0 none (hard), 1 free, between a rubber band. */
  resistanceRatio: number;
  freeMode: { enabled: boolean; momentum: boolean; sticky: boolean } | null;
  /** Ken Burns: zoom the current picture, in on even slides and out on odd ones. */
  kenBurnsZoom: number | null;
  modules: SwiperModuleName[];
}

const RESISTANCE = { hard: 0, inertial: 0.85, none: 1 } as const;

// Spec media-and-reporting §4 and §9: fade (default) and kenBurns cross-fade at the design's speed (stacked
// 1 s); scroll slides horizontally or vertically, driven by touch; swipe animates in 0.28 s and moves when a
// drag passes width / 2.25; newSwipe counts a drag after 10 px, snaps past half the width (or a fast flick),
// drifts with inertia, and stops at each end by its boundary (none, hard, inertial); snap points (percentages
// of a slide's width) are where it may come to rest, reached by the drag's length or its velocity.
export function getTransitionOptions(
  transition: SlideshowTransition,
  settings: { scrollDirection: 'horizontal' | 'vertical'; newSwipe: NewSwipeSettings },
  kenBurnsZoom: number,
): TransitionOptions {
  const base: TransitionOptions = {
    effect: 'slide',
    direction: 'horizontal',
    speedMs: GALLERY_DESIGN_DEFAULTS.stacked.speedS * 1000,
    threshold: 0,
    longSwipesRatio: 0.5,
    resistanceRatio: RESISTANCE.inertial,
    freeMode: null,
    kenBurnsZoom: null,
    modules: [],
  };
  switch (transition) {
    case 'fade':
      return { ...base, effect: 'fade', modules: ['fade'] };
    case 'kenBurns':
      return { ...base, effect: 'fade', kenBurnsZoom, modules: ['fade'] };
    case 'scroll':
      return { ...base, direction: settings.scrollDirection };
    case 'swipe':
      return {
        ...base,
        speedMs: GALLERY_TOUCH.SWIPE_ANIMATION_S * 1000,
        longSwipesRatio: 1 / GALLERY_TOUCH.SWIPE_THRESHOLD_WIDTH_DIVISOR,
      };
    case 'newSwipe': {
      const { boundaries, snapPoints } = settings.newSwipe;
      // Swiper has one resistance for both ends: the harder of the two boundaries wins.
      const resistanceRatio = Math.min(RESISTANCE[boundaries.start], RESISTANCE[boundaries.end]);
      return {
        ...base,
        speedMs: GALLERY_TOUCH.NEW_SWIPE_TRANSITION_WIDE_S.max * 1000,
        threshold: GALLERY_TOUCH.NEW_SWIPE_DRAG_THRESHOLD_PX,
        longSwipesRatio: GALLERY_TOUCH.NEW_SWIPE_SNAP_WIDTH_FRACTION,
        resistanceRatio,
        // Without snap points it drifts freely with inertia. With them Swiper leaves it where the finger let
        // go (free mode without momentum) and MovingGallery settles it on a snap point (pickNewSwipeSnap: by
        // the drag's length or its velocity).
        freeMode: { enabled: true, momentum: snapPoints === 'none', sticky: false },
        modules: ['freeMode'],
      };
    }
  }
}
