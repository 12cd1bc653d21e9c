import type { VideoProvider } from './VideoEmbed';

// Spec media-and-reporting §4: gallery autoplay pauses while a video slide plays. A provider's player lives in
// another origin's frame, so it is heard through its postMessage API: the page asks to be told (YouTube's
// "listening" handshake, which needs enablejsapi=1 in the player's address; Vimeo's addEventListener), then the
// player reports its state (YouTube onStateChange 1 playing, 2 paused, 0 ended; Vimeo play, pause, ended).

/** The messages that ask a provider's player to report its play state; none for providers without an API. */
export function encodePlayStateSubscription(provider: VideoProvider | null): string[] {
  if (provider === 'YouTube') return [JSON.stringify({ event: 'listening', id: 'gallery-video' })];
  if (provider === 'Vimeo')
    return ['play', 'pause', 'ended'].map((value) => JSON.stringify({ method: 'addEventListener', value }));
  return [];
}

/** Whether a provider's message says its video plays (true), stopped (false), or says neither (null). */
export function readProviderPlayState(provider: VideoProvider | null, data: unknown): boolean | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (provider === 'YouTube') {
    const state =
      event === 'onStateChange'
        ? info
        : event === 'infoDelivery' && info && typeof info === 'object'
          ? (info as { playerState?: unknown }).playerState
          : undefined;
    if (state === 1) return true;
    if (state === 0 || state === 2) return false;
    return null;
  }
  if (provider === 'Vimeo') {
    if (event === 'play' || event === 'playing') return true;
    if (event === 'pause' || event === 'ended' || event === 'finish') return false;
  }
  return null;
}

/** The player's address with the provider's message API switched on (YouTube needs enablejsapi=1). */
export function withPlayerApi(src: string, provider: VideoProvider | null): string {
  if (provider !== 'YouTube' || /[?&]enablejsapi=1/.test(src)) return src;
  return `${src}${src.includes('?') ? '&' : '?'}enablejsapi=1`;
}
