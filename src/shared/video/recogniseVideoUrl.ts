import type { VideoProvider } from './VideoEmbed';

interface RecognisedVideo {
  provider: VideoProvider;
  id: string;
  /** Vimeo's hash of an unlisted video (vimeo.com/ID/HASH or ?h=HASH): kept, or the video will not play. */
  hash?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

// A video page's or player's address at one of the spec's providers (media-and-reporting §3); null for
// anything else.
export function recogniseVideoUrl(address: string): RecognisedVideo | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const found = match(host, parts, url.searchParams);
  return found && ID.test(found.id) && (!found.hash || ID.test(found.hash)) ? found : null;
}

function match(host: string, parts: string[], query: URLSearchParams): RecognisedVideo | null {
  if (host === 'youtu.be' && parts[0]) return { provider: 'YouTube', id: parts[0] };
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch' && query.get('v')) return { provider: 'YouTube', id: query.get('v')! };
    if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') && parts[1])
      return { provider: 'YouTube', id: parts[1] };
    return null;
  }
  if (host === 'vimeo.com' && parts[0] && /^\d+$/.test(parts[0]))
    return withHash({ provider: 'Vimeo', id: parts[0] }, parts[1] ?? query.get('h'));
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && /^\d+$/.test(parts[1]))
    return withHash({ provider: 'Vimeo', id: parts[1] }, query.get('h'));
  if (/(^|\.)wistia\.(com|net)$/.test(host)) {
    const at = parts.findIndex((part) => part === 'medias' || part === 'iframe');
    if (at >= 0 && parts[at + 1]) return { provider: 'Wistia', id: parts[at + 1]! };
    return null;
  }
  if (host === 'animoto.com' && (parts[0] === 'play' || parts[0] === 'embed') && parts[1])
    return { provider: 'Animoto', id: parts[1] };
  return null;
}

function withHash(video: RecognisedVideo, hash: string | null | undefined): RecognisedVideo {
  return hash ? { ...video, hash } : video;
}
