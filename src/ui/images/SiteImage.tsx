import type { CSSProperties } from 'react';
import { parseDimensions } from '../../shared/blocks/parseDimensions';
import { buildImageSrcset } from '../../shared/images/buildImageSrcset';

interface SiteImageProps {
  src: string;
  alt: string;
  /** "WIDTHxHEIGHT" from the site data. */
  dimensions: string;
  /** How wide the layout draws the picture. */
  sizes: string;
  priority: boolean;
  className?: string;
  /** Drawn as object-position unless `style` is given. */
  focalPoint?: readonly [number, number];
  style?: CSSProperties;
  crop?: string;
}

// A picture of the site's image service. Width and height come from the site data so the browser reserves
// the box (nothing jumps); the srcset offers the service's widths, so a phone does not download the original.
// Only the page's likely largest paint (`priority`, chosen by the server) is fetched at once and first
// (fetchpriority high); every other picture loads when it comes near.
export function SiteImage({
  src,
  alt,
  dimensions,
  sizes,
  priority,
  className,
  focalPoint,
  style,
  crop,
}: SiteImageProps) {
  const { width, height } = parseDimensions(dimensions);
  const srcSet = buildImageSrcset(src, width);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-crop={crop}
      style={style ?? (focalPoint ? { objectPosition: `${focalPoint[0] * 100}% ${focalPoint[1] * 100}%` } : undefined)}
    />
  );
}
