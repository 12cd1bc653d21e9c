import { z } from 'zod/mini';
import { DROP_REASONS } from '../dropReasons';

// The pipeline's own record: how many records it dropped, and why, one per reason and kind per report.
export const DropPayload = z.object({
  reason: z.enum(DROP_REASONS),
  count: z.number().check(z.int(), z.positive()),
  kind: z.optional(z.string().check(z.maxLength(64))),
  status: z.optional(z.number().check(z.int())),
});
export type DropPayload = z.infer<typeof DropPayload>;
