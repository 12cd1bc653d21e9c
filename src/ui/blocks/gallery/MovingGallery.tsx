import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { GalleryData } from '../../../shared/blocks/gallery';
import { GALLERY_DEFAULTS, GALLERY_DESIGN_DEFAULTS, type GalleryLayout } from '../../../shared/constants/gallery';
import { ACTIVATION_KEYS } from '../../../shared/constants/keyboard';
import {
  getControlStates,
  normalizeIndex,
  stepIndex,
  type GalleryEndSignal,
} from '../../../shared/gallery/galleryIndex';
import { getCarouselSlidesPerRow, keepGroupIndex } from '../../../shared/gallery/getCarouselSlidesPerRow';
import { getAutoplayDelay, isAutoplayAllowed } from '../../../shared/gallery/getAutoplayDelay';
import { buildItemIdValue, findItemIdIndex, writeItemId } from '../../../shared/gallery/galleryHistory';
import { getTransitionOptions } from '../../../shared/gallery/getTransitionOptions';
import { requireTransition } from '../../../shared/gallery/requireTransition';
import { getSlideshowClickAction, getStripClickAction } from '../../../shared/gallery/slideClick';
import { newSwipeSnapPositions, newSwipeTransitionS, pickNewSwipeSnap } from '../../../shared/gallery/swipeGesture';
import { toEndAlignedPositions, toStripAlignment } from '../../../shared/gallery/stripAlignment';
import { GallerySlideContent } from './GallerySlideContent';
import { gallerySlideSizes } from '../../../shared/gallery/gallerySlideSizes';
import { useGalleryKeyboard } from './useGalleryKeyboard';
import { listenForSwipes } from './listenForSwipes';
import { useAutoplay } from './useAutoplay';
import { useMetaOverlayFit } from './useMetaOverlayFit';
import { ThumbnailStrip } from './ThumbnailStrip';
import { SLIDE_INACTIVE_EVENT } from '../video/activeVideos';

// Spec media-and-reporting §4: on a slide change the slides that left the view stop their video. A <video>
// is paused here; the video boxes of every such slide get SLIDE_INACTIVE_EVENT and return to their poster.
function deactivateOtherSlides(slides: readonly HTMLElement[], active: number, perView: number): void {
  slides.forEach((slide, slideIndex) => {
    if (slideIndex >= active && slideIndex < active + perView) return;
    for (const video of slide.querySelectorAll('video')) if (!video.paused) video.pause();
    for (const box of slide.querySelectorAll('.video-box')) box.dispatchEvent(new Event(SLIDE_INACTIVE_EVENT));
  });
}

type MovingLayout = Extract<GalleryLayout, 'strip' | 'stacked' | 'carousel'>;

export interface GalleryViewProps<L extends GalleryLayout = GalleryLayout> {
  layout: L;
  data: GalleryData;
  onOpen: (index: number) => void;
  /** The page's likely largest paint: its first picture is fetched first and never lazily. */
  priority?: boolean;
}

// Spec media-and-reporting §2 and §4: slider (strip), slideshow (stacked) and carousel, moved by Swiper,
// whose code is fetched only after hydration over the server's Swiper markup.
export function MovingGallery({ layout, data, onOpen, priority = false }: GalleryViewProps<MovingLayout>) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [perRow, setPerRow] = useState(layout === 'carousel' ? data.slidesPerRow : 1);
  const sizes = gallerySlideSizes(layout, data);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [signal, setSignal] = useState<GalleryEndSignal | null>(null);
  const [autoplayAllowed, setAutoplayAllowed] = useState(false);
  const thumbsMoving = useRef(false);
  const state = useRef({ index, perRow });
  state.current = { index, perRow };
  const count = layout === 'carousel' ? Math.ceil(data.slides.length / perRow) : data.slides.length;
  const transition = layout === 'stacked' ? requireTransition(data.transition) : 'swipe';
  const alignment = toStripAlignment(data['active-alignment']);
  // Spec §4: a change is refused while this gallery, or the strip linked to it, is in motion.
  const inMotion = () => (swiper.current?.animating ?? false) || thumbsMoving.current;

  useEffect(() => {
    let cancelled = false;
    const element = root.current!;
    const playing = isAutoplayAllowed(data.autoplay, window.location.search);
    const linked = data.history ? findItemIdIndex(window.location.search, data.slides) : -1;
    const startPerRow = layout === 'carousel' ? getCarouselSlidesPerRow(data.slidesPerRow, element.clientWidth) : 1;
    const options = getTransitionOptions(
      transition,
      { scrollDirection: data.scrollDirection, newSwipe: data.newSwipe },
      GALLERY_DEFAULTS.KEN_BURNS_ZOOM,
    );
    // fade and kenBurns are moved by the spec's swipe rule (50 px within 250 ms), the others by dragging.
    const ownSwipe = options.effect === 'fade';
    void import('./loadSwiper')
      .then(({ loadSwiper }) => loadSwiper(options.modules))
      .then(({ Swiper, modules }) => {
        if (cancelled) return;
        const container = element.querySelector<HTMLElement>('.swiper')!;
        container.classList.add('is-starting');
        const config: SwiperOptions = {
          modules,
          effect: options.effect,
          fadeEffect: { crossFade: true },
          direction: options.direction,
          speed: layout === 'stacked' ? options.speedMs : GALLERY_DESIGN_DEFAULTS.strip.speedS * 1000,
          threshold: options.threshold,
          longSwipesRatio: options.longSwipesRatio,
          shortSwipes: transition !== 'newSwipe',
          resistanceRatio: options.resistanceRatio,
          allowTouchMove: !ownSwipe,
          rewind: data.loop,
          slidesPerView: layout === 'strip' ? 'auto' : startPerRow,
          slidesPerGroup: startPerRow,
          spaceBetween:
            layout === 'strip'
              ? 8
              : layout === 'carousel'
                ? (element.clientWidth * GALLERY_DESIGN_DEFAULTS.carousel.gutterPercent) / 100
                : 0,
          // Spec §4/§5: the strip's current slide sits at its start, middle (centred) or end (moved on at
          // every layout by toEndAlignedPositions).
          centeredSlides: layout === 'strip' && alignment !== 'start',
          initialSlide: Math.max(0, linked),
        };
        if (layout === 'strip' && alignment === 'end')
          config.on = {
            slidesUpdated: (laidOut) => {
              laidOut.snapGrid = toEndAlignedPositions(laidOut.snapGrid, laidOut.slidesSizesGrid, laidOut.width);
              laidOut.slidesGrid = toEndAlignedPositions(laidOut.slidesGrid, laidOut.slidesSizesGrid, laidOut.width);
            },
          };
        if (options.freeMode) config.freeMode = options.freeMode;
        const instance = new Swiper(container, config);
        instance.on('slideChange', () => {
          setIndex(Math.floor(instance.activeIndex / state.current.perRow));
          deactivateOtherSlides(instance.slides, instance.activeIndex, state.current.perRow);
        });
        if (layout === 'carousel') instance.on('resize', () => regroup(instance, element.clientWidth));
        const { snapPoints } = data.newSwipe;
        if (transition === 'newSwipe' && snapPoints !== 'none') settleOnSnapPoints(instance, snapPoints);
        swiper.current = instance;
        setPerRow(startPerRow);
        setIndex(Math.floor(instance.activeIndex / startPerRow));
        setAutoplayAllowed(playing);
        setReady(true);
      });
    // Sideways only: touch-action: pan-y leaves vertical scrolling to the browser.
    const stopSwipes = ownSwipe ? listenForSwipes(element, (direction) => latest.current.go(direction)) : null;
    return () => {
      cancelled = true;
      stopSwipes?.();
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, []);

  // Spec media-and-reporting §5 and §9 (newSwipe with snap points): Swiper (free mode without momentum)
  // leaves the slideshow where the finger let go; it then settles on the snap point pickNewSwipeSnap picks.
  const settleOnSnapPoints = (instance: SwiperInstance, snapPoints: readonly string[]) => {
    // The events' own times: the finger's speed, not how busy the page was when it heard of it.
    let startedAt = 0;
    let from = 0;
    instance.on('touchStart', (_swiper, event) => {
      startedAt = event.timeStamp;
      from = -instance.translate;
    });
    instance.on('touchEnd', (_swiper, event) => {
      const elapsed = Math.max(1, event.timeStamp - startedAt);
      const to = -instance.translate;
      const velocity = Math.abs(instance.touches.diff) / elapsed;
      const positions = newSwipeSnapPositions(snapPoints, instance.width, instance.slides.length);
      const target = pickNewSwipeSnap({ from, to, velocityPxPerMs: velocity, positions });
      const speed = newSwipeTransitionS(instance.width, velocity) * 1000;
      // After Swiper's own handling of the release (which puts an overscrolled slideshow back in bounds).
      window.setTimeout(() => {
        if (instance.destroyed) return;
        instance.translateTo(-target, speed, true);
        // In free mode update() keeps the place and takes the current slide from it (activeIndex, slideChange).
        instance.update();
      }, 0);
    });
  };

  // Spec media-and-reporting §4: when slidesPerRow changes the group index is kept proportionally.
  const regroup = (instance: SwiperInstance, width: number) => {
    const next = getCarouselSlidesPerRow(data.slidesPerRow, width);
    const { perRow: old, index: group } = state.current;
    if (next === old) return;
    Object.assign(instance.params, { slidesPerView: next, slidesPerGroup: next });
    // The slide change below reads the new count per row.
    state.current.perRow = next;
    instance.update();
    instance.slideTo(keepGroupIndex(group, old, next) * next, 0);
    setIndex(keepGroupIndex(group, old, next));
    setPerRow(next);
  };

  // Spec media-and-reporting §2: with history on, the current slide is written to the address as itemId.
  useEffect(() => {
    if (!ready || !data.history || layout === 'carousel') return;
    const slide = data.slides[index];
    if (!slide) return;
    const { origin, pathname, search, hash } = window.location;
    const address = writeItemId(search, buildItemIdValue(`${origin}${pathname}`, slide));
    window.history.replaceState(window.history.state, '', `${address}${hash}`);
  }, [index, ready]);

  const goTo = (target: number) => {
    const instance = swiper.current;
    if (!instance || inMotion()) return;
    setSignal(null);
    instance.slideTo(normalizeIndex(target, count) * state.current.perRow);
  };
  const go = (direction: 'previous' | 'next') => {
    const instance = swiper.current;
    if (!instance || inMotion()) return;
    const step = stepIndex(state.current.index, count, direction, data.loop);
    setSignal(step.signal);
    if (!step.signal) instance.slideTo(step.index * state.current.perRow);
  };
  const latest = useRef({ go });
  latest.current = { go };

  // Spec §4: sequential, or a random other slide with autoplay-random.
  const autoplayRunning = useAutoplay(root, {
    enabled: autoplayAllowed,
    delayMs: getAutoplayDelay(data['autoplay-duration']),
    advance: () => {
      if (!data['autoplay-random'] || count < 2) return go('next');
      const offset = 1 + Math.floor(Math.random() * (count - 1));
      goTo(state.current.index + offset);
    },
  });
  useGalleryKeyboard(root, { autoplay: autoplayRunning, go, inMotion });
  useMetaOverlayFit(root, layout === 'stacked');

  // Spec §4 (slideshow click): next, previous or by half; links and a playing video are left alone.
  const onSlideshowClick = (event: MouseEvent<HTMLElement>) => {
    if (layout !== 'stacked' || data.lightbox || !ready) return;
    const target = event.target as Element;
    const slide = target.closest('.swiper-slide');
    if (!slide) return;
    const video = target.closest('video');
    const box = slide.getBoundingClientRect();
    const action = getSlideshowClickAction({
      behaviour: data.clickBehaviour,
      offsetX: event.clientX - box.left,
      width: box.width,
      onLink: target.closest('a') !== null,
      onPlayingVideo: video !== null && !video.paused,
      clickthroughUrl: data.slides[state.current.index]?.clickthroughUrl,
    });
    if (action === 'next' || action === 'previous') go(action);
  };

  // Spec §4 (strip): a click (or Enter/Space) on another slide makes it current; on the active one it opens
  // the lightbox when there is one, else does next, previous or nothing.
  const activateStripSlide = (slideIndex: number) => {
    const action = getStripClickAction(slideIndex, state.current.index, data.activeSlideClick);
    if (action === null) return;
    if (typeof action === 'object') goTo(action.goTo);
    else if (data.lightbox) onOpen(slideIndex);
    else go(action);
  };
  const open = (slideIndex: number) => {
    if (layout === 'strip') activateStripSlide(slideIndex);
    else if (layout !== 'stacked' || data.lightbox) onOpen(slideIndex);
  };

  const controls = getControlStates(index, count, data.loop);
  const stepButton = (direction: 'previous' | 'next', label: string, glyph: string) => (
    <button
      type="button"
      className={`gallery-${direction}`}
      aria-label={label}
      disabled={!ready || controls[`${direction}Disabled`]}
      onClick={() => go(direction)}
    >
      {glyph}
    </button>
  );
  const allFit = layout === 'carousel' && data.slides.length <= perRow;
  // Without a lightbox a strip's slides are its buttons: a click or Enter/Space makes one current.
  const slidesAreButtons = layout === 'strip' && !data.lightbox;
  const stripHeight = data.aspectRatio !== undefined ? `${data.aspectRatio}cqw` : `${data.vSize}vh`;
  return (
    <div
      ref={root}
      className={`gallery-moving gallery-layout-${layout} gallery-transition-${transition} gallery-align-${alignment}`}
      data-ready={ready ? 'true' : 'false'}
      data-index={index}
      data-signal={signal ?? undefined}
      data-autoplay={autoplayRunning ? 'running' : autoplayAllowed ? 'paused' : undefined}
      style={
        { '--gallery-per-row': perRow, '--strip-height': layout === 'strip' ? stripHeight : undefined } as CSSProperties
      }
    >
      <div className="swiper" onClick={onSlideshowClick}>
        <div className="swiper-wrapper">
          {data.slides.map((slide, slideIndex) => (
            <div
              key={slide.id}
              className={`swiper-slide${slideIndex % 2 ? ' kenburns-out' : ' kenburns-in'}`}
              tabIndex={slidesAreButtons ? 0 : undefined}
              role={slidesAreButtons ? 'button' : undefined}
              aria-current={slideIndex === index * perRow ? 'true' : undefined}
              onClick={slidesAreButtons ? () => activateStripSlide(slideIndex) : undefined}
              onKeyDown={(event) => {
                if (!slidesAreButtons || !(ACTIVATION_KEYS as readonly string[]).includes(event.key)) return;
                event.preventDefault();
                activateStripSlide(slideIndex);
              }}
            >
              <GallerySlideContent
                slide={slide}
                index={slideIndex}
                priority={priority && slideIndex === 0}
                sizes={sizes}
                lightbox={data.lightbox}
                onOpen={open}
              />
            </div>
          ))}
        </div>
      </div>
      {layout === 'stacked' && data.thumbnails ? (
        <ThumbnailStrip
          slides={data.slides}
          index={index}
          height={data['thumbnail-strip-height']}
          margin={data['thumbnail-strip-margin']}
          onSelect={goTo}
          onMotion={(moving) => {
            thumbsMoving.current = moving;
          }}
        />
      ) : null}
      {allFit ? null : (
        <div className="gallery-controls">
          {stepButton('previous', 'Previous', '‹')}
          <span className="gallery-counter" aria-live="polite">
            {index + 1} / {count}
          </span>
          {stepButton('next', 'Next', '›')}
        </div>
      )}
    </div>
  );
}
