import type { CSSProperties } from 'react';
import type { ImageData } from '../../../shared/blocks/image';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { SiteImage } from '../../images/SiteImage';
import { buildContentImageSizes } from '../../../shared/images/buildImageSizes';
import { computeCoverPosition, containPosition } from '../../../shared/images/computeFocalPosition';

// Width and height from the site data reserve the space; `priority` (the page's likely largest paint,
// chosen by the server) is fetched first and never lazily.
export default function ImageBlock({ data, priority = false }: { id: string; data: ImageData; priority?: boolean }) {
  const { width, height } = parseDimensions(data.dimensions);
  const frame = data.crop !== 'none' && data.aspectRatio ? data.aspectRatio.split(':').map(Number) : null;
  const style: CSSProperties = {};
  if (frame) {
    style.aspectRatio = `${frame[0]} / ${frame[1]}`;
    style.height = 'auto';
    if (data.crop === 'cover') {
      const box = { imageWidth: width, imageHeight: height, boxWidth: frame[0]!, boxHeight: frame[1]! };
      const [x, y] = computeCoverPosition(box, data.focalPoint);
      style.objectFit = 'cover';
      style.objectPosition = `${x}% ${y}%`;
    } else {
      style.objectFit = 'contain';
      style.objectPosition = containPosition(data.alignment);
    }
  }
  const img = (
    <SiteImage
      src={data.src}
      alt={data.alt}
      dimensions={data.dimensions}
      sizes={buildContentImageSizes(data.widthPercent)}
      priority={priority}
      crop={data.crop}
      style={style}
    />
  );
  return (
    <figure
      className="block-image"
      style={data.widthPercent < 100 ? { width: `${data.widthPercent}%`, marginInline: 'auto' } : undefined}
    >
      {data.link ? <a href={data.link}>{img}</a> : img}
      {data.caption ? <figcaption>{data.caption}</figcaption> : null}
    </figure>
  );
}
