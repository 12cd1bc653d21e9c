import { z } from 'zod';

export const HeadingData = z.object({
  text: z.string().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  align: z.enum(['left', 'center', 'right']).default('left'),
});
export type HeadingData = z.infer<typeof HeadingData>;
