import type { VideoData } from '../../../shared/blocks/video';
import { parseDimensions } from '../../../shared/blocks/parseDimensions';
import { buildImageSrcset } from '../../../shared/images/buildImageSrcset';
import { buildContentImageSizes } from '../../../shared/images/buildImageSizes';
import { VideoPlayer } from './VideoPlayer';

// A video block (spec media-and-reporting §3–5): its poster from our own server until play is pressed.
export default function VideoBlock({ data, priority = false }: { id: string; data: VideoData; priority?: boolean }) {
  const poster = data.poster ? (
    <img
      className="video-poster-image"
      src={data.poster.src}
      srcSet={buildImageSrcset(data.poster.src, parseDimensions(data.poster.dimensions).width)}
      sizes={buildContentImageSizes(100)}
      alt={data.poster.alt}
      width={parseDimensions(data.poster.dimensions).width}
      height={parseDimensions(data.poster.dimensions).height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ objectPosition: `${data.poster.focalPoint[0] * 100}% ${data.poster.focalPoint[1] * 100}%` }}
    />
  ) : null;
  return (
    <figure className="block-video">
      <VideoPlayer video={data.video} title={data.title} poster={poster} placeholderRatio={data.placeholderRatio} />
      {data.caption ? <figcaption>{data.caption}</figcaption> : null}
    </figure>
  );
}
