import { useEffect, useRef } from 'react';
import type { GallerySlide } from '../../../shared/blocks/gallery';
import { THUMBNAIL_STRIP } from '../../../shared/constants/gallery';
import { fillWords } from '../../../shared/words/fillWords';
import { useGalleryWords } from './useGalleryWords';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';

interface ThumbnailStripProps {
  slides: readonly GallerySlide[];
  index: number;
  height: number;
  margin: number;
  onSelect: (index: number) => void;
  onMotion: (moving: boolean) => void;
}

// Spec media-and-reporting §4 and §9: the thumbnail strip linked to a slideshow. They share one index: a
// thumbnail chosen moves the slideshow, and the slideshow's moves bring the current thumbnail to the middle.
// The keyboard stays on the slideshow. Up to 5 px padding; video thumbnails are 16:9 wide.
export function ThumbnailStrip({ slides, index, height, margin, onSelect, onMotion }: ThumbnailStripProps) {
  const words = useGalleryWords();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = list.current;
    const current = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !current) return;
    const centred = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
    const left = Math.min(Math.max(0, centred), strip.scrollWidth - strip.clientWidth);
    if (Math.abs(strip.scrollLeft - left) < 1) return;
    onMotion(true);
    const done = () => onMotion(false);
    strip.addEventListener('scrollend', done, { once: true });
    // Browsers without scrollend, or a scroll that ends where it began.
    const fallback = window.setTimeout(done, 600);
    strip.scrollTo({ left, behavior: 'smooth' });
    return () => {
      window.clearTimeout(fallback);
      strip.removeEventListener('scrollend', done);
      onMotion(false);
    };
  }, [index, onMotion]);
  return (
    <div
      ref={list}
      className="gallery-thumbnails"
      style={{ height, marginTop: margin, padding: `${THUMBNAIL_STRIP.MAX_PADDING_PX}px 0` }}
      aria-label={words.thumbnails}
    >
      {slides.map((slide, slideIndex) => {
        const { width: w, height: h } = parseDimensions(slide.dimensions);
        const aspect =
          slide.type === 'video'
            ? THUMBNAIL_STRIP.VIDEO_THUMBNAIL_ASPECT.width / THUMBNAIL_STRIP.VIDEO_THUMBNAIL_ASPECT.height
            : w / h || 1;
        const thumbHeight = height - 2 * THUMBNAIL_STRIP.MAX_PADDING_PX;
        return (
          <button
            key={slide.id}
            type="button"
            className="gallery-thumbnail"
            aria-label={fillWords(words.showImage, {
              name: slide.alt || fillWords(words.unnamedImage, { n: slideIndex + 1 }),
            })}
            aria-current={slideIndex === index ? 'true' : undefined}
            style={{ width: Math.round(thumbHeight * aspect), height: thumbHeight }}
            onClick={() => onSelect(slideIndex)}
          >
            <img src={slide.src} alt="" width={w} height={h} loading="lazy" decoding="async" />
          </button>
        );
      })}
    </div>
  );
}
