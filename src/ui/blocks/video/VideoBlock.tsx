import type { VideoData } from '../../../shared/blocks/video';
import { SiteImage } from '../../images/SiteImage';
import { buildContentImageSizes } from '../../../shared/images/buildImageSizes';
import { VideoPlayer } from './VideoPlayer';
import { fillWords } from '../../../shared/words/fillWords';

// A video block (spec media-and-reporting §3–5): its poster from our own server until play is pressed.
// `playWords` names its play button in the site's language (resolvers.ts).
export default function VideoBlock({
  data,
  playWords,
  priority = false,
}: {
  id: string;
  data: VideoData;
  playWords: string;
  priority?: boolean;
}) {
  const poster = data.poster ? (
    <SiteImage
      className="video-poster-image"
      src={data.poster.src}
      alt={data.poster.alt}
      dimensions={data.poster.dimensions}
      sizes={buildContentImageSizes(100)}
      priority={priority}
      focalPoint={data.poster.focalPoint}
    />
  ) : null;
  return (
    <figure className="block-video">
      <VideoPlayer
        video={data.video}
        title={data.title}
        playLabel={fillWords(playWords, { title: data.title })}
        poster={poster}
        placeholderRatio={data.placeholderRatio}
      />
      {data.caption ? <figcaption>{data.caption}</figcaption> : null}
    </figure>
  );
}
