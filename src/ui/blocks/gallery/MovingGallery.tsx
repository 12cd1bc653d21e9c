import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { GalleryData } from '../../../shared/blocks/gallery';
import type { GalleryLayout } from '../../../shared/constants/gallery';
import { GALLERY_DESIGN_DEFAULTS } from '../../../shared/constants/gallery';
import { getControlStates, stepIndex, type GalleryEndSignal } from '../../../shared/gallery/galleryIndex';
import { getCarouselSlidesPerRow, keepGroupIndex } from '../../../shared/gallery/getCarouselSlidesPerRow';
import { getAutoplayDelay, isAutoplayAllowed } from '../../../shared/gallery/getAutoplayDelay';
import { buildItemIdValue, findItemIdIndex, writeItemId } from '../../../shared/gallery/galleryHistory';
import { GallerySlideContent } from './GallerySlideContent';
import { useGalleryKeyboard } from './useGalleryKeyboard';

export interface MovingGalleryProps {
  layout: Extract<GalleryLayout, 'strip' | 'stacked' | 'carousel'>;
  data: GalleryData;
  onOpen: (index: number) => void;
}

// Spec media-and-reporting §2 and §4: slider (strip), slideshow (stacked) and carousel, moved by Swiper.
// The server renders Swiper's markup with the first slide complete; Swiper's code is fetched only here,
// after hydration, and the index arithmetic is the spec's rule from src/shared/gallery.
export function MovingGallery({ layout, data, onOpen }: MovingGalleryProps) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [perRow, setPerRow] = useState(layout === 'carousel' ? data.slidesPerRow : 1);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [signal, setSignal] = useState<GalleryEndSignal | null>(null);
  const [autoplay, setAutoplay] = useState(false);
  const state = useRef({ index, perRow });
  state.current = { index, perRow };
  const count = layout === 'carousel' ? Math.ceil(data.slides.length / perRow) : data.slides.length;

  useEffect(() => {
    let cancelled = false;
    const element = root.current!;
    const playing = isAutoplayAllowed(data.autoplay, window.location.search);
    const linked = data.history ? findItemIdIndex(window.location.search, data.slides) : -1;
    const startPerRow = layout === 'carousel' ? getCarouselSlidesPerRow(data.slidesPerRow, element.clientWidth) : 1;
    void import('./loadSwiper').then(({ Swiper, SWIPER_MODULES }) => {
      if (cancelled) return;
      const container = element.querySelector<HTMLElement>('.swiper')!;
      container.classList.add('is-starting');
      const instance = new Swiper(container, {
        modules: SWIPER_MODULES,
        effect: layout === 'stacked' ? 'fade' : 'slide',
        fadeEffect: { crossFade: true },
        speed:
          (layout === 'stacked' ? GALLERY_DESIGN_DEFAULTS.stacked.speedS : GALLERY_DESIGN_DEFAULTS.strip.speedS) * 1000,
        rewind: data.loop,
        slidesPerView: layout === 'strip' ? 'auto' : startPerRow,
        slidesPerGroup: startPerRow,
        spaceBetween:
          layout === 'strip'
            ? 8
            : layout === 'carousel'
              ? (element.clientWidth * GALLERY_DESIGN_DEFAULTS.carousel.gutterPercent) / 100
              : 0,
        centeredSlides: layout === 'strip' && data['active-alignment'] === 'center',
        slideToClickedSlide: layout === 'strip' && !data.lightbox,
        initialSlide: Math.max(0, linked),
        autoplay: playing
          ? { delay: getAutoplayDelay(data['autoplay-duration']), pauseOnMouseEnter: true, disableOnInteraction: false }
          : false,
      });
      instance.on('slideChange', () => setIndex(Math.floor(instance.activeIndex / state.current.perRow)));
      if (layout === 'carousel') instance.on('resize', () => regroup(instance, element.clientWidth));
      swiper.current = instance;
      setPerRow(startPerRow);
      setIndex(Math.floor(instance.activeIndex / startPerRow));
      setAutoplay(playing);
      setReady(true);
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, []);

  // Spec media-and-reporting §4: when slidesPerRow changes the group index is kept proportionally.
  const regroup = (instance: SwiperInstance, width: number) => {
    const next = getCarouselSlidesPerRow(data.slidesPerRow, width);
    const { perRow: old, index: group } = state.current;
    if (next === old) return;
    Object.assign(instance.params, { slidesPerView: next, slidesPerGroup: next });
    instance.update();
    instance.slideTo(keepGroupIndex(group, old, next) * next, 0);
    setPerRow(next);
  };

  // Spec media-and-reporting §2: with history on, the current slide is written to the address as itemId.
  useEffect(() => {
    if (!ready || !data.history || layout === 'carousel') return;
    const slide = data.slides[index];
    if (!slide) return;
    const value = buildItemIdValue(`${window.location.origin}${window.location.pathname}`, slide);
    window.history.replaceState(
      window.history.state,
      '',
      `${writeItemId(window.location.search, value)}${window.location.hash}`,
    );
  }, [index, ready]);

  const go = (direction: 'previous' | 'next') => {
    const instance = swiper.current;
    if (!instance) return;
    const step = stepIndex(state.current.index, count, direction, data.loop);
    setSignal(step.signal);
    if (!step.signal) instance.slideTo(step.index * state.current.perRow);
  };
  useGalleryKeyboard(root, { autoplay, go, inMotion: () => swiper.current?.animating ?? false });

  const controls = getControlStates(index, count, data.loop);
  const allFit = layout === 'carousel' && data.slides.length <= perRow;
  const open = (slideIndex: number) =>
    layout === 'strip' && slideIndex !== index ? swiper.current?.slideTo(slideIndex) : onOpen(slideIndex);
  return (
    <div
      ref={root}
      className={`gallery-moving gallery-layout-${layout}`}
      data-ready={ready ? 'true' : 'false'}
      data-index={index}
      data-signal={signal ?? undefined}
      style={{ '--gallery-per-row': perRow } as CSSProperties}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {data.slides.map((slide, slideIndex) => (
            <div key={slide.id} className="swiper-slide">
              <GallerySlideContent
                slide={slide}
                index={slideIndex}
                eager={slideIndex === 0}
                lightbox={data.lightbox}
                onOpen={open}
              />
            </div>
          ))}
        </div>
      </div>
      {allFit ? null : (
        <div className="gallery-controls">
          <button
            type="button"
            className="gallery-previous"
            aria-label="Previous"
            disabled={!ready || controls.previousDisabled}
            onClick={() => go('previous')}
          >
            ‹
          </button>
          <span className="gallery-counter" aria-live="polite">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className="gallery-next"
            aria-label="Next"
            disabled={!ready || controls.nextDisabled}
            onClick={() => go('next')}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
