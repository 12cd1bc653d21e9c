import type { HeroData } from '../../../shared/blocks/hero';
import { SiteImage } from '../../images/SiteImage';
import { FULL_BLEED_SIZES } from '../../../shared/images/buildImageSizes';
import { ButtonLinkView } from '../buttons/ButtonLinkView';

// A hero at the top is the page's largest paint (`priority`, chosen by the server): loaded eagerly with
// high priority; one further down waits to come near.
export default function HeroBlock({ data, priority = false }: { id: string; data: HeroData; priority?: boolean }) {
  return (
    <div className={`block-hero align-${data.align}`}>
      <SiteImage
        className="hero-image"
        src={data.image.src}
        alt={data.image.alt}
        dimensions={data.image.dimensions}
        sizes={FULL_BLEED_SIZES}
        priority={priority}
        focalPoint={data.image.focalPoint}
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
