import { z } from 'zod/mini';
import { shortText } from './fieldLimits';

// Spec media-and-reporting §7, POST /api/events/RecordEvent, without the crumb: the record's id makes a
// resend harmless.
export const RecordEventPayload = z.object({
  event: shortText.check(z.minLength(1)),
  data: z.string().check(z.maxLength(8000)),
});
export type RecordEventPayload = z.infer<typeof RecordEventPayload>;
