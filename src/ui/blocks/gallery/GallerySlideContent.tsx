import type { GallerySlide } from '../../../shared/blocks/gallery';
import { SlideImage, SlideMeta } from './SlideImage';
import { fillWords } from '../../../shared/words/fillWords';
import { useGalleryWords } from './useGalleryWords';
import { VideoPlayer } from '../video/VideoPlayer';

interface SlideContentProps {
  slide: GallerySlide;
  index: number;
  /** The page's likely largest paint: fetched first, never lazily. */
  priority: boolean;
  /** How wide the design draws a slide (gallerySlideSizes). */
  sizes: string;
  lightbox: boolean;
  onOpen: (index: number) => void;
}

// A slide's picture: a click-through link, a lightbox trigger, or just the picture (media-and-reporting §4).
export function GallerySlideContent({ slide, index, priority, sizes, lightbox, onOpen }: SlideContentProps) {
  const words = useGalleryWords();
  const image = <SlideImage slide={slide} priority={priority} sizes={sizes} />;
  let body = image;
  // A video slide: its picture is the poster until play is pressed (spec media-and-reporting §3, §4).
  if (slide.type === 'video' && slide.video) {
    const title = slide.title ?? slide.alt;
    const playLabel = fillWords(words.playVideo, { title });
    body = <VideoPlayer video={slide.video} title={title} playLabel={playLabel} poster={image} />;
  } else if (slide.clickthroughUrl)
    body = (
      <a className="gallery-link" href={slide.clickthroughUrl}>
        {image}
      </a>
    );
  else if (lightbox)
    body = (
      <button
        type="button"
        className="gallery-open"
        aria-label={fillWords(words.openInLightbox, {
          name: slide.alt || fillWords(words.unnamedImage, { n: index + 1 }),
        })}
        onClick={() => onOpen(index)}
      >
        {image}
      </button>
    );
  return (
    <figure className="gallery-figure" data-slide-id={slide.id}>
      {body}
      <SlideMeta slide={slide} />
    </figure>
  );
}
