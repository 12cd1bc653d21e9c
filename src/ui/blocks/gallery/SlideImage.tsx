import type { GallerySlide } from '../../../shared/blocks/gallery';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { buildImageSrcset } from '../../../shared/images/buildImageSrcset';

// Width and height always come from the slide, so the browser reserves the box and nothing jumps. Only the
// page's likely largest paint (the first slide of a gallery near the top, renderPage's `priority`) is fetched
// at once and first (fetchpriority high); every other picture loads when it comes near. The srcset offers the image service's widths, so a
// phone does not download the original (`sizes`: how wide the gallery's design draws a slide).
export function SlideImage({ slide, priority, sizes }: { slide: GallerySlide; priority: boolean; sizes: string }) {
  const { width, height } = parseDimensions(slide.dimensions);
  const [x, y] = slide.focalPoint;
  const srcSet = buildImageSrcset(slide.src, width);
  return (
    <img
      className="gallery-image"
      src={slide.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={slide.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ objectPosition: `${x * 100}% ${y * 100}%` }}
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
