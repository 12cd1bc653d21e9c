import { z } from 'zod';

export const SpacerData = z.object({
  heightPx: z.int().min(0).max(400).default(48),
  // A thin rule across the middle turns the spacer into a divider.
  divider: z.boolean().default(false),
});
export type SpacerData = z.infer<typeof SpacerData>;
