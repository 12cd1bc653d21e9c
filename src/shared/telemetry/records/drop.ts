import { z } from 'zod';
import { DROP_REASONS } from '../dropReasons';

// The pipeline's own record: how many records it dropped, and why (every drop is counted by
// reason and reported as a record of its own). One record per reason and kind per report.
export const DropPayload = z.object({
  reason: z.enum(DROP_REASONS),
  count: z.number().int().positive(),
  kind: z.string().max(64).optional(),
  status: z.number().int().optional(),
});
export type DropPayload = z.infer<typeof DropPayload>;
