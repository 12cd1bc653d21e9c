import { useEffect, useRef, useState } from 'react';
import type { GallerySlide } from '../../../shared/blocks/gallery';
import { LIGHTBOX } from '../../../shared/constants/gallery';
import { getControlStates, stepIndex } from '../../../shared/gallery/galleryIndex';
import { createThrottle } from '../../../shared/gallery/createThrottle';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { getScriptImageLoader } from '../../images/scriptImageLoader';
import { useGalleryWords } from './useGalleryWords';
import { listenForSwipes } from './listenForSwipes';

export interface LightboxProps {
  slides: readonly GallerySlide[];
  start: number;
  theme: 'light' | 'dark';
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
// The history entry the lightbox adds, so Back closes it before it leaves the page.
const HISTORY_MARK = 'galleryLightbox';

// Spec media-and-reporting §2, §4 and §9: the lightbox (LIGHTBOX holds its timings). It loops on desktop
// only, keeps focus inside and returns it to the opener. Its own chunk, loaded when first opened.
export default function Lightbox({ slides, start, theme, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const [captionShown, setCaptionShown] = useState(true);
  const words = useGalleryWords();
  const [loop] = useState(() => !window.matchMedia('(hover: none) and (pointer: coarse)').matches);
  const root = useRef<HTMLDivElement>(null);
  const allow = useRef(createThrottle(LIGHTBOX.NAVIGATION_THROTTLE_MS, () => performance.now()));
  const move = (direction: 'previous' | 'next') => {
    if (!allow.current()) return;
    setIndex((current) => stepIndex(current, slides.length, direction, loop).index);
  };
  const latest = useRef({ move, onClose });
  latest.current = { move, onClose };

  useEffect(() => {
    const element = root.current!;
    const opener = document.activeElement as HTMLElement | null;
    element.querySelector<HTMLElement>('.lightbox-close')?.focus();
    const html = document.documentElement;
    html.classList.add('has-lightbox');

    // Back closes the lightbox: it stands on a history entry of its own.
    let closedByBack = false;
    window.history.pushState({ ...(window.history.state as object | null), [HISTORY_MARK]: true }, '');
    const onPopState = () => {
      closedByBack = true;
      latest.current.onClose();
    };
    window.addEventListener('popstate', onPopState);

    // Listening on the dialog itself and stopping Escape here keeps the site's own Escape shortcut (login,
    // configuration) from also firing while the lightbox is the topmost thing to close.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current.onClose();
      } else if (event.key === 'ArrowLeft') latest.current.move('previous');
      else if (event.key === 'ArrowRight') latest.current.move('next');
      else if (event.key === 'Tab') {
        // Focus trapped: Tab past the last control comes back to the first, and the other way round.
        const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) last.focus();
        else if (!event.shiftKey && document.activeElement === last) first.focus();
        else return;
      } else return;
      event.preventDefault();
    };
    // Focus that leaves by other means (a click outside the controls) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.target as Node)) element.querySelector<HTMLElement>('.lightbox-close')?.focus();
    };

    // touch-action: pan-y pinch-zoom on the dialog and overscroll-behavior-x: contain on the page keep a
    // sideways swipe ours, not the browser's Back gesture.
    const stopSwipes = listenForSwipes(element, (direction) => latest.current.move(direction), true);
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stopSwipes();
      window.removeEventListener('popstate', onPopState);
      html.classList.remove('has-lightbox');
      // Closed by its button or Escape: take its history entry off again.
      if (!closedByBack && (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK])
        window.history.back();
      opener?.focus();
    };
  }, []);

  const slide = slides[index]!;
  useEffect(() => {
    const loader = getScriptImageLoader();
    const images = loader.observeAll(root.current);
    return () => images.forEach((element) => loader.unobserve(element));
  }, [slide.id]);

  const { width, height } = parseDimensions(slide.dimensions);
  const [x, y] = slide.focalPoint;
  const controls = getControlStates(index, slides.length, loop);
  const stepButton = (direction: 'previous' | 'next', glyph: string) => (
    <button
      type="button"
      className={`lightbox-${direction}`}
      aria-label={direction === 'next' ? words.nextImage : words.previousImage}
      disabled={controls[`${direction}Disabled`]}
      onClick={() => move(direction)}
    >
      {glyph}
    </button>
  );
  return (
    <div
      ref={root}
      className={`gallery-lightbox lightbox-theme-${theme === 'light' ? 'light' : LIGHTBOX.DEFAULT_THEME}`}
      role="dialog"
      aria-modal="true"
      aria-label={words.imageViewer}
      data-index={index}
      data-loop={loop ? 'true' : 'false'}
      style={{
        animationDuration: `${LIGHTBOX.OVERLAY_FADE_S}s`,
        ['--lightbox-opacity' as string]: LIGHTBOX.OVERLAY_OPACITY,
        ['--lightbox-speed' as string]: `${LIGHTBOX.SPEED_S}s`,
      }}
    >
      <button type="button" className="lightbox-close" aria-label={words.close} onClick={onClose}>
        ×
      </button>
      {stepButton('previous', '‹')}
      <figure key={slide.id} className="lightbox-figure">
        <span className="lightbox-image-box">
          <img
            className="gallery-image"
            data-src={slide.src}
            data-image-dimensions={slide.dimensions}
            alt={slide.alt}
            width={width}
            height={height}
            decoding="async"
            style={{ objectPosition: `${x * 100}% ${y * 100}%` }}
          />
        </span>
        {captionShown && (slide.title || slide.description) ? (
          <figcaption className="lightbox-caption">
            {slide.title ? <strong>{slide.title}</strong> : null} {slide.description ?? ''}
          </figcaption>
        ) : null}
      </figure>
      {stepButton('next', '›')}
      <div className="lightbox-bar">
        <span className="lightbox-counter">
          {index + 1} / {slides.length}
        </span>
        <button
          type="button"
          className="lightbox-caption-toggle"
          aria-pressed={captionShown}
          onClick={() => setCaptionShown((shown) => !shown)}
        >
          {captionShown ? words.hideCaption : words.showCaption}
        </button>
      </div>
    </div>
  );
}
