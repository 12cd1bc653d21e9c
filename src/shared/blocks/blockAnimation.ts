import { z } from 'zod';
import { ANIMATION } from '../constants/limits';

const THRESHOLDS = ANIMATION.VISIBILITY_THRESHOLDS;

// Spec visitor-runtime §4 and §9: a block may animate in once visible at one of the thresholds 0, 0.1,
// 0.25, 0.5 or 1 (the share of it in view); durations default to 0.3 s; the scale style starts at 0.94.
// Ours: the styles (fade, scale, slide) and the default threshold 0.25.
export const BlockAnimation = z.object({
  style: z.enum(['fade', 'scale', 'slide']).default('fade'),
  threshold: z
    .number()
    .refine((t) => (THRESHOLDS as readonly number[]).includes(t), `expected one of ${THRESHOLDS.join(', ')}`)
    .default(0.25),
  durationS: z.number().positive().max(10).default(ANIMATION.DEFAULT_DURATION_S),
});
export type BlockAnimation = z.infer<typeof BlockAnimation>;
