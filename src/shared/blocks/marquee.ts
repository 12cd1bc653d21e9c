import { z } from 'zod';

// Spec visitor-runtime §3: marquee props and defaults; the default direction (left, as text reads) is ours.
export const MarqueeData = z.object({
  items: z.array(z.string().min(1)).min(1),
  waveFrequency: z.number().min(0).default(1),
  waveIntensity: z.number().min(0).max(1).default(0),
  animationDirection: z.enum(['left', 'right']).default('left'),
  animationSpeed: z.number().positive().max(10).default(1),
  pausedOnHover: z.boolean().default(false),
});
export type MarqueeData = z.infer<typeof MarqueeData>;
