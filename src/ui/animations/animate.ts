import { checkAnimationArguments } from '../../shared/animations/checkAnimationArguments';

export interface AnimationFrames {
  request: (callback: (time: number) => void) => number;
  cancel: (handle: number) => void;
}

export interface RunningAnimation {
  /** Settles once the last step (progress 1) has run, or when stopped. */
  readonly finished: Promise<void>;
  /** Stops before the end: no further step runs. */
  stop(): void;
}

const FRAME_TIME_SLACK_MS = 0.001;

// Ease in and out, as the site's CSS transitions do.
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const windowFrames = (): AnimationFrames => ({
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
});

/**
 * The animation helper (media-and-reporting §5): calls `step` once per frame with the eased progress from 0
 * to 1 over `durationMs` (300 ms by default), the last call with exactly 1. Its arguments are checked
 * first: a step that is not a function or a duration that is not a finite number throws at once.
 */
export function animate(
  step: (progress: number) => void,
  durationMs?: number,
  frames: AnimationFrames = windowFrames(),
): RunningAnimation {
  const duration = checkAnimationArguments(step, durationMs);
  let handle = 0;
  let stopped = false;
  let settle: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (settle = resolve));
  let start: number | null = null;
  const tick = (time: number) => {
    if (stopped) return;
    start ??= time;
    // Frame times are floats: the frame that reaches the duration (18 frames at 60 Hz for 300 ms) may read a
    // hair short of it, and its eased progress would round to 1 a frame before the end.
    const elapsed = time - start;
    const linear = elapsed >= duration - FRAME_TIME_SLACK_MS ? 1 : elapsed / duration;
    step(linear === 1 ? 1 : easeInOut(linear));
    if (linear === 1) settle();
    else handle = frames.request(tick);
  };
  handle = frames.request(tick);
  return {
    finished,
    stop() {
      stopped = true;
      frames.cancel(handle);
      settle();
    },
  };
}
