import type { VideoProvider } from './VideoEmbed';

export type VideoCommand = 'play' | 'pause';

// Spec media-and-reporting §7: play and pause are posted to YouTube and Vimeo players, each in its own
// documented message format (YouTube's IFrame API command envelope, Vimeo's player.js method call). Other
// providers take no messages: their players are unloaded instead.
export function encodeVideoCommand(provider: VideoProvider | null, command: VideoCommand): string | null {
  if (provider === 'YouTube') {
    return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
  }
  if (provider === 'Vimeo') return JSON.stringify({ method: command });
  return null;
}

// The player's address once the visitor has pressed play: it starts at once (each provider's own flag).
export function withAutoplay(src: string, provider: VideoProvider | null): string {
  const flag = provider === 'Wistia' ? 'autoPlay=true' : provider === 'Animoto' ? 'autostart=true' : 'autoplay=1';
  return `${src}${src.includes('?') ? '&' : '?'}${flag}`;
}
