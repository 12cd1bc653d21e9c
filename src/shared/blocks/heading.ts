import { z } from 'zod';

export const HeadingData = z.object({
  text: z.string().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  align: z.enum(['left', 'center', 'right']).default('left'),
  // Media-and-reporting §9 (text shrink): a heading that would overflow its box gets a smaller font.
  shrink: z.boolean().default(false),
});
export type HeadingData = z.infer<typeof HeadingData>;
