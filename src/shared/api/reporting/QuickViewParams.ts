import { z } from 'zod';

// POST /api/census/RecordQuickView/{id} (visitor-runtime §7): the item id is the last path segment.
export const QuickViewParams = z.object({ id: z.string().min(1).max(200) });
