import type { VIDEO_PROVIDERS } from '../constants/video';

export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

// Spec media-and-reporting §3 and §5: what a block's video source resolves to. The player URL is worked out
// on the server, where the site data is read, so the page carries it and the browser loads it only when the
// visitor presses play.
export type VideoEmbed =
  | {
      type: 'iframe' | 'object';
      provider: VideoProvider | null;
      /** The player's URL, without autoplay: the player adds that on the click. */
      src: string;
      /** Height as a percentage of width, from the embed code's own size when it has one. */
      aspectPercent: number | null;
    }
  | { type: 'invalid' };
