import { z } from 'zod';

// Spec media-and-reporting §3: summary block variant ids (wall 1005, carousel 1006, list 1007, grid 1008).
export const SUMMARY_VARIANT_IDS = { wall: 1005, carousel: 1006, list: 1007, grid: 1008 } as const;

// A summary lists the newest published items of one collection (a blog's posts, a store's products).
export const SummaryData = z.object({
  collectionId: z.string().min(1),
  design: z.enum(['wall', 'carousel', 'list', 'grid']).default('grid'),
  heading: z.string().optional(),
  pageSize: z.int().min(1).max(30).default(6),
  showTitle: z.boolean().default(true),
  showExcerpt: z.boolean().default(true),
  showDate: z.boolean().default(true),
  showImage: z.boolean().default(true),
});
export type SummaryData = z.infer<typeof SummaryData>;
