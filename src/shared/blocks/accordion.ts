import { z } from 'zod';

// Spec visitor-runtime §4: accordion items; others may stay open, and the first may start expanded.
export const AccordionData = z.object({
  items: z.array(z.object({ title: z.string().min(1), paragraphs: z.array(z.string()).min(1) })).min(1),
  allowMultipleOpen: z.boolean().default(false),
  firstItemExpanded: z.boolean().default(false),
});
export type AccordionData = z.infer<typeof AccordionData>;
