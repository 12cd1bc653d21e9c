import { IMAGE_SIZES } from '../constants/images';
import { imageRequestUrl } from './chooseImageWidth';

// Only raster originals have variants; a vector picture is sharp at any width as it is.
export function isResizableImage(src: string): boolean {
  return /^\/images\/[^?#]+\.(jpe?g|png)$/i.test(src);
}

// Spec media-and-reporting §9: one candidate per service width up to the original's width. The service
// never enlarges, so the first width at or above the original is described by the original's own width
// (a descriptor must tell the truth, or the browser picks the wrong candidate).
export function buildImageSrcset(src: string, originalWidth: number): string | undefined {
  if (!isResizableImage(src) || originalWidth <= 0) return undefined;
  const ascending = [...IMAGE_SIZES].sort((a, b) => a - b);
  const candidates: string[] = [];
  for (const width of ascending) {
    if (width < originalWidth) candidates.push(`${imageRequestUrl(src, width)} ${width}w`);
    else {
      candidates.push(`${imageRequestUrl(src, width)} ${originalWidth}w`);
      break;
    }
  }
  return candidates.join(', ');
}
