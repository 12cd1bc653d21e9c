import { ANIMATION } from '../constants/limits';

/** Spec visitor-runtime §9: the threshold an element carries; anything not among 0, 0.1, 0.25, 0.5, 1 is 0. */
export function readAnimationThreshold(value: string | null): number {
  const number = Number(value);
  return (ANIMATION.VISIBILITY_THRESHOLDS as readonly number[]).includes(number) ? number : 0;
}
