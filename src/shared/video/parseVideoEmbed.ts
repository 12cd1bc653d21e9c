import { VIDEO_DEFAULTS } from '../constants/video';
import type { VideoEmbed } from './VideoEmbed';
import { recogniseVideoUrl } from './recogniseVideoUrl';
import { buildPlayerUrl } from './videoEmbedUrls';

interface VideoSource {
  /** A video page's address at YouTube, Vimeo, Wistia or Animoto. */
  url?: string | undefined;
  /** Or the embed code a provider gives: an <iframe> or <object>. */
  embed?: string | undefined;
}

// Spec media-and-reporting §3 and §5: a source is an iframe or an object, else invalid (the page then shows
// 'Invalid video embed.'). An address at a known provider becomes that provider's player; embed code keeps
// its own address, its provider recognised when it has one, and its size sets the proportions.
export function parseVideoEmbed(source: VideoSource): VideoEmbed {
  if (source.url) {
    const video = recogniseVideoUrl(source.url.trim());
    if (!video) return { type: 'invalid' };
    return {
      type: 'iframe',
      provider: video.provider,
      src: buildPlayerUrl(video.provider, video.id, video.hash),
      aspectPercent: null,
    };
  }
  const code = source.embed?.trim() ?? '';
  const element = /^<\s*(iframe|object)\b([^>]*)>/i.exec(code);
  if (!element) return { type: 'invalid' };
  const type = element[1]!.toLowerCase() as 'iframe' | 'object';
  const attributes = readAttributes(element[2]!);
  const address = type === 'iframe' ? attributes.src : attributes.data;
  if (!address || !/^https:\/\//i.test(address)) return { type: 'invalid' };
  const video = recogniseVideoUrl(address);
  const width = Number(attributes.width);
  const height = Number(attributes.height);
  return {
    type,
    provider: video?.provider ?? null,
    src: video && type === 'iframe' ? buildPlayerUrl(video.provider, video.id, video.hash) : address,
    aspectPercent: width > 0 && height > 0 ? Math.round((height / width) * 1000) / 10 : null,
  };
}

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    attributes[match[1]!.toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&');
  }
  return attributes;
}

// Spec media-and-reporting §9: the player's box is 56.3 % as tall as it is wide unless the embed says
// otherwise; the placeholder of a video that cannot play is 65 %, or 100 divided by the ratio it is given.
export function videoAspectPercent(embed: VideoEmbed): number {
  return (embed.type !== 'invalid' && embed.aspectPercent) || VIDEO_DEFAULTS.ASPECT_PERCENT;
}

export function videoPlaceholderPercent(ratio: number | undefined): number {
  return ratio && ratio > 0
    ? Math.round((VIDEO_DEFAULTS.PLACEHOLDER_RATIO_DIVIDEND / ratio) * 100) / 100
    : VIDEO_DEFAULTS.PLACEHOLDER_RATIO;
}
