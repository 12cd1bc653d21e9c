import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { GalleryData } from '../../../shared/blocks/gallery';
import { getCarouselSlidesPerRow, keepGroupIndex } from '../../../shared/gallery/getCarouselSlidesPerRow';
import { isAutoplayAllowed } from '../../../shared/gallery/getAutoplayDelay';
import { findItemIdIndex } from '../../../shared/gallery/galleryHistory';
import type { getTransitionOptions } from '../../../shared/gallery/getTransitionOptions';
import type { SlideshowTransition } from '../../../shared/gallery/requireTransition';
import type { toStripAlignment } from '../../../shared/gallery/stripAlignment';
import { SLIDE_INACTIVE_EVENT } from '../video/activeVideos';
import { buildSwiperOptions, type MovingLayout } from './buildSwiperOptions';
import { settleOnSnapPoints } from './settleOnSnapPoints';

/** Where the gallery stands, for handlers that run between renders (Swiper's events, clicks, timers). */
export interface GalleryPosition {
  /** The current slide, or group of slides on a carousel. */
  index: number;
  /** Slides per group: the carousel's row, 1 elsewhere. */
  perRow: number;
}

export interface SwiperGallery {
  swiper: RefObject<SwiperInstance | null>;
  position: RefObject<GalleryPosition>;
  index: number;
  perRow: number;
  /** Swiper has taken over the server's markup: the controls work. */
  ready: boolean;
  /** The block and the address allow autoplay (it starts once Swiper is ready). */
  autoplayAllowed: boolean;
}

interface SwiperGallerySettings {
  layout: MovingLayout;
  data: GalleryData;
  transition: SlideshowTransition;
  alignment: ReturnType<typeof toStripAlignment>;
  transitionOptions: ReturnType<typeof getTransitionOptions>;
}

// Spec media-and-reporting §4: on a slide change the slides that left the view stop their video. A <video>
// is paused here; the video boxes of every such slide get SLIDE_INACTIVE_EVENT and return to their poster.
function deactivateOtherSlides(slides: readonly HTMLElement[], active: number, perView: number): void {
  slides.forEach((slide, slideIndex) => {
    if (slideIndex >= active && slideIndex < active + perView) return;
    for (const video of slide.querySelectorAll('video')) if (!video.paused) video.pause();
    for (const box of slide.querySelectorAll('.video-box')) box.dispatchEvent(new Event(SLIDE_INACTIVE_EVENT));
  });
}

// Spec media-and-reporting §2 and §4: Swiper takes over the server's markup once its code has loaded (after
// hydration, so the first paint never waits for it), starting on the slide the address names; it is
// destroyed with the block. The block's data never changes, so this runs once per gallery.
export function useSwiper(
  root: RefObject<HTMLElement | null>,
  { layout, data, transition, alignment, transitionOptions }: SwiperGallerySettings,
): SwiperGallery {
  const swiper = useRef<SwiperInstance | null>(null);
  const [perRow, setPerRow] = useState(layout === 'carousel' ? data.slidesPerRow : 1);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [autoplayAllowed, setAutoplayAllowed] = useState(false);
  const position = useRef<GalleryPosition>({ index, perRow });
  position.current = { index, perRow };

  useEffect(() => {
    let cancelled = false;
    const element = root.current!;
    const startPerRow = layout === 'carousel' ? getCarouselSlidesPerRow(data.slidesPerRow, element.clientWidth) : 1;
    // fade and kenBurns are moved by the spec's swipe rule (useSwipeRule), the others by dragging.
    const ownSwipe = transitionOptions.effect === 'fade';
    // Read from the address the page was opened with, before anything writes to it.
    const playing = isAutoplayAllowed(data.autoplay, window.location.search);
    const linked = data.history ? findItemIdIndex(window.location.search, data.slides) : -1;

    // Spec media-and-reporting §4: when slidesPerRow changes the group index is kept proportionally.
    const regroup = (instance: SwiperInstance, width: number) => {
      const next = getCarouselSlidesPerRow(data.slidesPerRow, width);
      const { perRow: old, index: group } = position.current;
      if (next === old) return;
      Object.assign(instance.params, { slidesPerView: next, slidesPerGroup: next });
      // The slide change below reads the new count per row.
      position.current.perRow = next;
      instance.update();
      instance.slideTo(keepGroupIndex(group, old, next) * next, 0);
      setIndex(keepGroupIndex(group, old, next));
      setPerRow(next);
    };

    const start = ({ Swiper, modules }: Awaited<ReturnType<typeof import('./loadSwiper').loadSwiper>>) => {
      if (cancelled) return;
      const container = element.querySelector<HTMLElement>('.swiper')!;
      container.classList.add('is-starting');
      const instance = new Swiper(
        container,
        buildSwiperOptions({
          layout,
          transition,
          alignment,
          transitionOptions,
          modules,
          ownSwipe,
          loop: data.loop,
          perRow: startPerRow,
          initialSlide: Math.max(0, linked),
          width: element.clientWidth,
        }),
      );
      instance.on('slideChange', () => {
        setIndex(Math.floor(instance.activeIndex / position.current.perRow));
        deactivateOtherSlides(instance.slides, instance.activeIndex, position.current.perRow);
      });
      if (layout === 'carousel') instance.on('resize', () => regroup(instance, element.clientWidth));
      const { snapPoints } = data.newSwipe;
      if (transition === 'newSwipe' && snapPoints !== 'none') settleOnSnapPoints(instance, snapPoints);
      swiper.current = instance;
      setPerRow(startPerRow);
      setIndex(Math.floor(instance.activeIndex / startPerRow));
      setAutoplayAllowed(playing);
      setReady(true);
    };

    void import('./loadSwiper').then(({ loadSwiper }) => loadSwiper(transitionOptions.modules)).then(start);
    return () => {
      cancelled = true;
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, [root, layout, data, transition, alignment, transitionOptions]);

  return { swiper, position, index, perRow, ready, autoplayAllowed };
}
