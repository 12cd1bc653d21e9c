import type { HeroData } from '../../../shared/blocks/hero';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { buildImageSrcset } from '../../../shared/images/buildImageSrcset';
import { FULL_BLEED_SIZES } from '../../../shared/images/buildImageSizes';
import { ButtonLinkView } from '../buttons/ButtonLinkView';

// A hero at the top is the page's largest paint (`priority`, chosen by the server): loaded eagerly with high
// priority, at the width the viewport needs (srcset), with width and height so the browser reserves its box
// before the bytes arrive (no layout shift). A hero further down waits to come near.
export default function HeroBlock({ data, priority = false }: { id: string; data: HeroData; priority?: boolean }) {
  const { width, height } = parseDimensions(data.image.dimensions);
  const [x, y] = data.image.focalPoint;
  return (
    <div className={`block-hero align-${data.align}`}>
      <img
        className="hero-image"
        src={data.image.src}
        srcSet={buildImageSrcset(data.image.src, width)}
        sizes={FULL_BLEED_SIZES}
        alt={data.image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={{ objectPosition: `${x * 100}% ${y * 100}%` }}
      />
      <div className="hero-scrim" style={{ opacity: data.overlayOpacity }} aria-hidden="true" />
      <div className="hero-content">
        <h1 className="hero-heading">{data.heading}</h1>
        {data.text ? <p className="hero-text">{data.text}</p> : null}
        {data.buttons.length > 0 ? (
          <div className="hero-buttons">
            {data.buttons.map((button, index) => (
              <ButtonLinkView key={button.id ?? index} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
