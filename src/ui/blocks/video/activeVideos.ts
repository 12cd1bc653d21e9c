// Spec media-and-reporting §4: playing one video returns every other video on the page to its poster. One
// registry per page, shared by video blocks and gallery video slides (both import this module, so the
// bundler gives them one copy).
interface PlayingVideo {
  /** Back to the poster: paused by message where the provider takes one, else unloaded. */
  returnToPoster(): void;
}

const playing = new Set<PlayingVideo>();

// Spec media-and-reporting §4: a gallery sends this to the video boxes of a slide that leaves the view; a
// playing video there goes back to its poster (paused by message where the provider takes one).
export const SLIDE_INACTIVE_EVENT = 'gallery:slideinactive';

export function startVideo(video: PlayingVideo): void {
  for (const other of [...playing]) {
    if (other !== video) {
      playing.delete(other);
      other.returnToPoster();
    }
  }
  playing.add(video);
}

export function forgetVideo(video: PlayingVideo): void {
  playing.delete(video);
}

export class VideoHandle implements PlayingVideo {
  constructor(
    readonly element: Element,
    private readonly onReturn: () => void,
  ) {}
  returnToPoster(): void {
    this.onReturn();
  }
}
