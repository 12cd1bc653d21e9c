import { isResizableImage } from './buildImageSrcset';
import { imageRequestUrl } from './chooseImageWidth';

// A picture the site data names without its size (product, post and cart pictures) is asked of the image
// service at one width that covers its box on a high-density phone, so a list of cards does not download
// every original. The service never enlarges and answers AVIF or WebP when the browser accepts them; a
// vector or another site's picture is used as it is.
export function sizedImageUrl(src: string, width: number): string {
  return isResizableImage(src) ? imageRequestUrl(src, width) : src;
}
