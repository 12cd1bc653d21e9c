import { useEffect, useRef, useState } from 'react';
import type { GallerySlide } from '../../../shared/blocks/gallery';
import { LIGHTBOX } from '../../../shared/constants/gallery';
import { stepIndex } from '../../../shared/gallery/galleryIndex';
import { createThrottle } from '../../../shared/gallery/createThrottle';
import { SlideImage } from './SlideImage';

export interface LightboxProps {
  slides: readonly GallerySlide[];
  start: number;
  theme: 'light' | 'dark';
  onClose: () => void;
}

// Spec media-and-reporting §2, §4 and §9: a lightbox with previous, next, close and a caption toggle. It
// loops, previous/next are throttled to one per 200 ms, Escape closes it, and it is dark unless light.
// Its own chunk: loaded the first time a visitor opens it.
export default function Lightbox({ slides, start, theme, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const [captionShown, setCaptionShown] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const allow = useRef(createThrottle(LIGHTBOX.NAVIGATION_THROTTLE_MS, () => performance.now()));
  const move = (direction: 'previous' | 'next') => {
    if (allow.current()) setIndex((current) => stepIndex(current, slides.length, direction, true).index);
  };
  const latest = useRef({ move, onClose });
  latest.current = { move, onClose };

  useEffect(() => {
    const element = root.current!;
    const opener = document.activeElement as HTMLElement | null;
    element.querySelector<HTMLElement>('.lightbox-close')?.focus();
    // Listening on the dialog itself and stopping Escape here keeps the site's own Escape shortcut (login,
    // configuration) from also firing while the lightbox is the topmost thing to close.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current.onClose();
      } else if (event.key === 'ArrowLeft') latest.current.move('previous');
      else if (event.key === 'ArrowRight') latest.current.move('next');
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, []);

  const slide = slides[index]!;
  return (
    <div
      ref={root}
      className={`gallery-lightbox lightbox-theme-${theme === 'light' ? 'light' : LIGHTBOX.DEFAULT_THEME}`}
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer"
      data-index={index}
    >
      <button type="button" className="lightbox-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <button type="button" className="lightbox-previous" aria-label="Previous image" onClick={() => move('previous')}>
        ‹
      </button>
      <figure className="lightbox-figure">
        <SlideImage key={slide.id} slide={slide} eager />
        {captionShown && (slide.title || slide.description) ? (
          <figcaption className="lightbox-caption">
            {slide.title ? <strong>{slide.title}</strong> : null} {slide.description ?? ''}
          </figcaption>
        ) : null}
      </figure>
      <button type="button" className="lightbox-next" aria-label="Next image" onClick={() => move('next')}>
        ›
      </button>
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
          {captionShown ? 'Hide caption' : 'Show caption'}
        </button>
      </div>
    </div>
  );
}
