// Spec visitor-runtime §9: the marquee's wave length is clamped to 250..1000 and its width never below 50.
const MARQUEE_LIMITS = { MIN_WIDTH: 50, WAVE_LENGTH_MIN: 250, WAVE_LENGTH_MAX: 1000 } as const;

// Our reading of how frequency and length relate: one wave per 1/frequency of the track's width.
export function clampWaveLength(trackWidthPx: number, waveFrequency: number): number {
  const width = Math.max(MARQUEE_LIMITS.MIN_WIDTH, trackWidthPx);
  const raw = waveFrequency > 0 ? width / waveFrequency : MARQUEE_LIMITS.WAVE_LENGTH_MAX;
  return Math.min(MARQUEE_LIMITS.WAVE_LENGTH_MAX, Math.max(MARQUEE_LIMITS.WAVE_LENGTH_MIN, raw));
}

// Speed 1 scrolls about 60 px a second; the duration of one loop follows the content width.
export function getMarqueeDurationS(contentWidthPx: number, animationSpeed: number): number {
  const width = Math.max(MARQUEE_LIMITS.MIN_WIDTH, contentWidthPx);
  return width / (60 * Math.max(0.1, animationSpeed));
}

/** What the server renders before the marquee is measured in the browser. */
export const MARQUEE_DEFAULT_LAYOUT = { durationS: 20, waveLengthPx: 500 } as const;

/** The wave's phase of the item at `index`: a negative animation delay, in seconds. */
export function marqueeItemDelayS(index: number, waveLengthPx: number): number {
  return -((index * 120) % waveLengthPx) / 200;
}
