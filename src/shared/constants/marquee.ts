// Spec visitor-runtime §3: marquee block props and their defaults.
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
export type MarqueeDirection = (typeof MARQUEE_DIRECTIONS)[number];

export const MARQUEE_DEFAULTS = {
  waveFrequency: 1,
  waveIntensity: 0,
  animationSpeed: 1,
  pausedOnHover: false,
} as const;
// The spec gives no default animationDirection, only its two values.

// Spec visitor-runtime §9: marquee minimum width 50, wave length clamped 250 to 1000.
export const MARQUEE_LIMITS = {
  MIN_WIDTH: 50,
  WAVE_LENGTH_MIN: 250,
  WAVE_LENGTH_MAX: 1000,
} as const;
