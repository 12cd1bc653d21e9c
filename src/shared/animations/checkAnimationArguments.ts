import { ANIMATION } from '../constants/limits';

// Spec media-and-reporting §5: the animation helper's argument checks, in the spec's words.
const ANIMATION_HELPER_MESSAGES = {
  stepNotFunction: 'first parameter must be a function',
  durationNotFinite: 'duration must be a finite number',
} as const;

/**
 * Spec media-and-reporting §5: the animation helper's first parameter must be a function and its duration a
 * finite number; without a duration it runs 300 ms. Returns the duration to use; throws a TypeError with
 * the spec's words otherwise, before anything runs.
 */
export function checkAnimationArguments(step: unknown, durationMs: unknown): number {
  if (typeof step !== 'function') throw new TypeError(ANIMATION_HELPER_MESSAGES.stepNotFunction);
  if (durationMs === undefined) return ANIMATION.HELPER_DEFAULT_DURATION_MS;
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs))
    throw new TypeError(ANIMATION_HELPER_MESSAGES.durationNotFinite);
  // A negative duration is a finite number: it simply has no time to run, so the step jumps to the end.
  return Math.max(0, durationMs);
}
