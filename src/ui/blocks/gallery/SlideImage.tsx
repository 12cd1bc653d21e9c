import type { GallerySlide } from '../../../shared/blocks/gallery';
import { SiteImage } from '../../images/SiteImage';

// `sizes`: how wide the gallery's design draws a slide; `priority`: the first slide of a gallery near the top.
export function SlideImage({ slide, priority, sizes }: { slide: GallerySlide; priority: boolean; sizes: string }) {
  return (
    <SiteImage
      className="gallery-image"
      src={slide.src}
      alt={slide.alt}
      dimensions={slide.dimensions}
      sizes={sizes}
      priority={priority}
      focalPoint={slide.focalPoint}
    />
  );
}

export function SlideMeta({ slide }: { slide: GallerySlide }) {
  if (!slide.title && !slide.description) return null;
  return (
    <figcaption className="gallery-meta">
      {slide.title ? <strong className="gallery-meta-title">{slide.title}</strong> : null}
      {slide.description ? <span className="gallery-meta-description">{slide.description}</span> : null}
    </figcaption>
  );
}
