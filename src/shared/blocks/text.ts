import { z } from 'zod';

// Plain paragraphs; the site file holds text, not HTML, so nothing from it is injected as markup.
export const TextData = z.object({
  paragraphs: z.array(z.string()).min(1),
  align: z.enum(['left', 'center', 'right']).default('left'),
});
export type TextData = z.infer<typeof TextData>;
