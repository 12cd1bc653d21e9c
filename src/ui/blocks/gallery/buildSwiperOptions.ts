import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { GALLERY_DESIGN_DEFAULTS, type GalleryLayout } from '../../../shared/constants/gallery';
import type { getTransitionOptions } from '../../../shared/gallery/getTransitionOptions';
import { toEndAlignedPositions, type toStripAlignment } from '../../../shared/gallery/stripAlignment';
import type { SlideshowTransition } from '../../../shared/gallery/requireTransition';

export type MovingLayout = Extract<GalleryLayout, 'strip' | 'stacked' | 'carousel'>;

export interface SwiperSetup {
  layout: MovingLayout;
  transition: SlideshowTransition;
  alignment: ReturnType<typeof toStripAlignment>;
  transitionOptions: ReturnType<typeof getTransitionOptions>;
  modules: SwiperModule[];
  /** fade and kenBurns are moved by the spec's own swipe rule, not by Swiper's dragging. */
  ownSwipe: boolean;
  loop: boolean;
  perRow: number;
  initialSlide: number;
  width: number;
}

// Spec media-and-reporting §4 and §5: how each moving layout asks Swiper to move (effect, direction, speed,
// grouping, spacing, the strip's alignment), from the design's transition options.
export function buildSwiperOptions(setup: SwiperSetup): SwiperOptions {
  const { layout, transitionOptions: options, alignment, perRow, width } = setup;
  const config: SwiperOptions = {
    modules: setup.modules,
    effect: options.effect,
    fadeEffect: { crossFade: true },
    direction: options.direction,
    speed: layout === 'stacked' ? options.speedMs : GALLERY_DESIGN_DEFAULTS.strip.speedS * 1000,
    threshold: options.threshold,
    longSwipesRatio: options.longSwipesRatio,
    shortSwipes: setup.transition !== 'newSwipe',
    resistanceRatio: options.resistanceRatio,
    allowTouchMove: !setup.ownSwipe,
    rewind: setup.loop,
    slidesPerView: layout === 'strip' ? 'auto' : perRow,
    slidesPerGroup: perRow,
    spaceBetween:
      layout === 'strip'
        ? 8
        : layout === 'carousel'
          ? (width * GALLERY_DESIGN_DEFAULTS.carousel.gutterPercent) / 100
          : 0,
    // Spec §4/§5: the strip's current slide sits at its start, middle (centred) or end (moved on at every
    // layout by toEndAlignedPositions).
    centeredSlides: layout === 'strip' && alignment !== 'start',
    initialSlide: setup.initialSlide,
  };
  if (layout === 'strip' && alignment === 'end')
    config.on = {
      slidesUpdated: (laidOut) => {
        laidOut.snapGrid = toEndAlignedPositions(laidOut.snapGrid, laidOut.slidesSizesGrid, laidOut.width);
        laidOut.slidesGrid = toEndAlignedPositions(laidOut.slidesGrid, laidOut.slidesSizesGrid, laidOut.width);
      },
    };
  if (options.freeMode) config.freeMode = options.freeMode;
  return config;
}
