import type { ImageData } from '../../../shared/blocks/image';

// Width and height come from the site data so the browser reserves the space: nothing jumps.
export default function ImageBlock({ data }: { id: string; data: ImageData }) {
  const [width, height] = data.dimensions.split('x').map(Number);
  const [x, y] = data.focalPoint;
  const img = (
    <img
      src={data.src}
      alt={data.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={{ objectPosition: `${x * 100}% ${y * 100}%` }}
    />
  );
  return (
    <figure className="block-image">
      {data.link ? <a href={data.link}>{img}</a> : img}
      {data.caption ? <figcaption>{data.caption}</figcaption> : null}
    </figure>
  );
}
