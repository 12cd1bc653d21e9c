import type { CSSProperties } from 'react';
import type { GalleryViewProps } from './MovingGallery';
import { GallerySlideContent } from './GallerySlideContent';
import { gallerySlideSizes } from '../../../shared/gallery/gallerySlideSizes';

// Spec media-and-reporting §2 and §9: the still designs are plain CSS; only their lightbox needs script.
export function StaticGallery({ layout, data, onOpen, priority = false }: GalleryViewProps) {
  const sizes = gallerySlideSizes(layout, data);
  const style = {
    '--gallery-gutter': `${data.gutter}px`,
    '--gallery-padding': `${data.padding}px`,
    '--gallery-per-row': data['thumbnails-per-row'],
    '--gallery-column-width': `${data.columnWidth}px`,
    '--gallery-list-size': `${data.listImageSize}%`,
    '--gallery-aspect': data.imageAspectRatio === 'Auto' ? 'auto' : data.imageAspectRatio.replace(':', ' / '),
  } as CSSProperties;
  return (
    <ul className={`plain-list gallery-items gallery-layout-${layout}`} style={style}>
      {data.slides.map((slide, index) => (
        <li key={slide.id} className="gallery-item">
          <GallerySlideContent
            slide={slide}
            index={index}
            priority={priority && index === 0}
            sizes={sizes}
            lightbox={data.lightbox}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
