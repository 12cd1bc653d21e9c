import type { GalleryData } from '../blocks/gallery';
import { CAROUSEL_RESPONSIVE_STEPS, type GalleryLayout } from '../constants/gallery';
import { buildContentImageSizes } from '../images/buildImageSizes';
import { getCarouselSlidesPerRow } from './getCarouselSlidesPerRow';

/**
 * The `sizes` of a gallery's slide pictures (their srcset offers the image service's widths): how wide each
 * design draws a slide in the content column. A grid shares the column among its thumbnails per row, a list
 * gives each picture its listImageSize, a carousel its slides per row as they drop on narrow screens (spec
 * media-and-reporting §4: 2 below 480 px, 3 below 724 px); the other designs draw a slide across the column.
 * Where the width is not known exactly, the guess errs large, never blurry.
 */
export function gallerySlideSizes(layout: GalleryLayout, data: GalleryData): string {
  switch (layout) {
    case 'grid':
      return buildContentImageSizes(100 / data['thumbnails-per-row']);
    case 'list':
      return buildContentImageSizes(data.listImageSize);
    case 'carousel': {
      const steps = CAROUSEL_RESPONSIVE_STEPS.map((step) => {
        const perRow = getCarouselSlidesPerRow(data.slidesPerRow, step.belowWidthPx - 1);
        return `(max-width: ${step.belowWidthPx - 1}px) ${Math.round(100 / perRow)}vw`;
      });
      return [...steps, buildContentImageSizes(100 / data.slidesPerRow)].join(', ');
    }
    default:
      return buildContentImageSizes(100);
  }
}
