import { useCallback, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { GalleryData } from '../../../shared/blocks/gallery';
import { GALLERY_DEFAULTS, type GalleryLayout } from '../../../shared/constants/gallery';
import { ACTIVATION_KEYS } from '../../../shared/constants/keyboard';
import {
  getControlStates,
  normalizeIndex,
  stepIndex,
  type GalleryEndSignal,
} from '../../../shared/gallery/galleryIndex';
import { getAutoplayDelay } from '../../../shared/gallery/getAutoplayDelay';
import { getTransitionOptions } from '../../../shared/gallery/getTransitionOptions';
import { requireTransition } from '../../../shared/gallery/requireTransition';
import { getSlideshowClickAction, getStripClickAction } from '../../../shared/gallery/slideClick';
import { toStripAlignment } from '../../../shared/gallery/stripAlignment';
import { gallerySlideSizes } from '../../../shared/gallery/gallerySlideSizes';
import type { MovingLayout } from './buildSwiperOptions';
import { GallerySlideContent } from './GallerySlideContent';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useAutoplay } from './useAutoplay';
import { useGalleryKeyboard } from './useGalleryKeyboard';
import { useMetaOverlayFit } from './useMetaOverlayFit';
import { useSlideInAddress } from './useSlideInAddress';
import { useSwipeRule } from './useSwipeRule';
import { useGalleryWords } from './useGalleryWords';
import { useSwiper } from './useSwiper';

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
  const sizes = gallerySlideSizes(layout, data);
  const [signal, setSignal] = useState<GalleryEndSignal | null>(null);
  const words = useGalleryWords();
  const thumbsMoving = useRef(false);
  const transition = layout === 'stacked' ? requireTransition(data.transition) : 'swipe';
  const alignment = toStripAlignment(data['active-alignment']);
  const { scrollDirection, newSwipe } = data;
  const transitionOptions = useMemo(
    () => getTransitionOptions(transition, { scrollDirection, newSwipe }, GALLERY_DEFAULTS.KEN_BURNS_ZOOM),
    [transition, scrollDirection, newSwipe],
  );
  const { swiper, position, index, perRow, ready, autoplayAllowed } = useSwiper(root, {
    layout,
    data,
    transition,
    alignment,
    transitionOptions,
  });
  const count = layout === 'carousel' ? Math.ceil(data.slides.length / perRow) : data.slides.length;
  // Spec §4: a change is refused while this gallery, or the strip linked to it, is in motion.
  const inMotion = () => (swiper.current?.animating ?? false) || thumbsMoving.current;
  const onThumbsMotion = useCallback((moving: boolean) => {
    thumbsMoving.current = moving;
  }, []);
  useSlideInAddress(ready && data.history && layout !== 'carousel', data.slides, index);

  const goTo = (target: number) => {
    const instance = swiper.current;
    if (!instance || inMotion()) return;
    setSignal(null);
    instance.slideTo(normalizeIndex(target, count) * position.current.perRow);
  };
  const go = (direction: 'previous' | 'next') => {
    const instance = swiper.current;
    if (!instance || inMotion()) return;
    const step = stepIndex(position.current.index, count, direction, data.loop);
    setSignal(step.signal);
    if (!step.signal) instance.slideTo(step.index * position.current.perRow);
  };

  useSwipeRule(root, transitionOptions.effect === 'fade', go);

  // Spec §4: sequential, or a random other slide with autoplay-random.
  const autoplayRunning = useAutoplay(root, {
    enabled: autoplayAllowed,
    delayMs: getAutoplayDelay(data['autoplay-duration']),
    advance: () => {
      if (!data['autoplay-random'] || count < 2) return go('next');
      const offset = 1 + Math.floor(Math.random() * (count - 1));
      goTo(position.current.index + offset);
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
      clickthroughUrl: data.slides[position.current.index]?.clickthroughUrl,
    });
    if (action === 'next' || action === 'previous') go(action);
  };

  // Spec §4 (strip): a click (or Enter/Space) on another slide makes it current; on the active one it opens
  // the lightbox when there is one, else does next, previous or nothing.
  const activateStripSlide = (slideIndex: number) => {
    const action = getStripClickAction(slideIndex, position.current.index, data.activeSlideClick);
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
          onMotion={onThumbsMotion}
        />
      ) : null}
      {allFit ? null : (
        <div className="gallery-controls">
          {stepButton('previous', words.previous, '‹')}
          <span className="gallery-counter" aria-live="polite">
            {index + 1} / {count}
          </span>
          {stepButton('next', words.next, '›')}
        </div>
      )}
    </div>
  );
}
