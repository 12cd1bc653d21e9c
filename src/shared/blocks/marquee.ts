import { z } from 'zod';
import { MARQUEE_DEFAULTS, MARQUEE_DIRECTIONS } from '../constants/marquee';

// Spec visitor-runtime §3: marquee props and their defaults. The spec gives no default direction; text
// reading leftwards is what visitors expect, so 'left'.
export const MarqueeData = z.object({
  items: z.array(z.string().min(1)).min(1),
  waveFrequency: z.number().min(0).default(MARQUEE_DEFAULTS.waveFrequency),
  waveIntensity: z.number().min(0).max(1).default(MARQUEE_DEFAULTS.waveIntensity),
  animationDirection: z.enum(MARQUEE_DIRECTIONS).default('left'),
  animationSpeed: z.number().positive().max(10).default(MARQUEE_DEFAULTS.animationSpeed),
  pausedOnHover: z.boolean().default(MARQUEE_DEFAULTS.pausedOnHover),
});
export type MarqueeData = z.infer<typeof MarqueeData>;
