import type { VideoProvider } from './VideoEmbed';

// The providers' documented player URLs (YouTube's privacy-enhanced host, Vimeo's player with the
// unlisted-video hash as h=, Wistia's iframe embed, Animoto's player). The page names them only inside the
// player each video builds on the click.
export const VIDEO_PLAYER_BASES: Record<VideoProvider, string> = {
  YouTube: 'https://www.youtube-nocookie.com/embed/',
  Vimeo: 'https://player.vimeo.com/video/',
  Wistia: 'https://fast.wistia.net/embed/iframe/',
  Animoto: 'https://animoto.com/play/',
};

export function buildPlayerUrl(provider: VideoProvider, id: string, hash?: string): string {
  const base = `${VIDEO_PLAYER_BASES[provider]}${encodeURIComponent(id)}`;
  switch (provider) {
    // enablejsapi: the iframe takes play and pause as postMessage commands.
    case 'YouTube':
      return `${base}?enablejsapi=1&playsinline=1&rel=0`;
    // Vimeo's player always listens to postMessage; an unlisted video needs its hash to play at all.
    case 'Vimeo':
      return hash ? `${base}?h=${encodeURIComponent(hash)}&dnt=1` : `${base}?dnt=1`;
    default:
      return base;
  }
}
