import type { HeroData } from '../../../shared/blocks/hero';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { ButtonLinkView } from '../buttons/ButtonLinkView';

// The hero image is the page's largest paint: loaded eagerly with high priority and with width and height
// so the browser reserves its box before the bytes arrive (no layout shift).
export default function HeroBlock({ data }: { id: string; data: HeroData }) {
  const { width, height } = parseDimensions(data.image.dimensions);
  const [x, y] = data.image.focalPoint;
  return (
    <div className={`block-hero align-${data.align}`}>
      <img
        className="hero-image"
        src={data.image.src}
        alt={data.image.alt}
        width={width}
        height={height}
        fetchPriority="high"
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
