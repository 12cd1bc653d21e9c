import { ANIMATION, DIALOG } from './limits';

// Spec media-and-reporting §9 gives only the ends of the type scale: font sizes 9.75 to 28 px and line
// heights 11 to 32 px. The ends are the spec's; the steps between them are our scale.
const FONT_SIZES_PX = [9.75, 11, 12, 13, 14, 16, 18, 20, 24, 28] as const;
const LINE_HEIGHTS_PX = [11, 14, 16, 18, 20, 24, 28, 32] as const;

// Spec media-and-reporting §9: time steps 0 to 600 ms in 50 ms steps.
const DURATION_STEP_MS = 50;
const DURATION_MAX_MS = 600;
const DURATIONS_MS = Array.from({ length: DURATION_MAX_MS / DURATION_STEP_MS + 1 }, (_, i) => i * DURATION_STEP_MS);

/** Spec media-and-reporting §9 design tokens, as numbers in the unit their name ends with. */
export const DESIGN_TOKENS = {
  fontSizesPx: FONT_SIZES_PX,
  lineHeightsPx: LINE_HEIGHTS_PX,
  radiiPx: [0, 4, 8],
  // The spec's "circle" radius; 50 % makes any square element a circle.
  radiusCircle: '50%',
  borderWidthsPx: [0, 1, 2],
  durationsMs: DURATIONS_MS as readonly number[],
  buttonSizesPx: { small: 36, medium: 44, large: 55 },
  fontWeights: { regular: 400, medium: 500, semibold: 600 },
  // Spec visitor-runtime §9: dialog base z-index; animations default to 0.3 s.
  dialogZIndex: DIALOG.Z_INDEX,
  animationDurationS: ANIMATION.DEFAULT_DURATION_S,
} as const;

/**
 * The tokens as CSS custom properties, name → value, exactly as src/ui/styles/tokens.css must declare
 * them on :root. A unit test compares the two so they cannot drift.
 */
export function listDesignTokenCssProperties(): Readonly<Record<string, string>> {
  const t = DESIGN_TOKENS;
  const properties: Record<string, string> = {};
  t.fontSizesPx.forEach((px, i) => (properties[`--font-size-${i + 1}`] = `${px}px`));
  t.lineHeightsPx.forEach((px, i) => (properties[`--line-height-${i + 1}`] = `${px}px`));
  t.radiiPx.forEach((px) => (properties[`--radius-${px}`] = `${px}px`));
  properties['--radius-circle'] = t.radiusCircle;
  t.borderWidthsPx.forEach((px) => (properties[`--border-width-${px}`] = `${px}px`));
  t.durationsMs.forEach((ms) => (properties[`--duration-${ms}`] = `${ms}ms`));
  for (const [size, px] of Object.entries(t.buttonSizesPx)) properties[`--button-size-${size}`] = `${px}px`;
  for (const [name, weight] of Object.entries(t.fontWeights)) properties[`--font-weight-${name}`] = `${weight}`;
  properties['--dialog-z-index'] = `${t.dialogZIndex}`;
  properties['--animation-duration'] = `${t.animationDurationS}s`;
  return properties;
}
