import { z } from 'zod/mini';
import { shortText } from './fieldLimits';

// Spec media-and-reporting §7, POST /api/events/RecordEvent: the crumb, an event name and data as a JSON
// string. As a record the crumb is left out: the batch endpoint is not a form post and the record's id,
// not a crumb, is what makes a resend harmless.
export const RecordEventPayload = z.object({
  event: shortText.check(z.minLength(1)),
  data: z.string().check(z.maxLength(8000)),
});
export type RecordEventPayload = z.infer<typeof RecordEventPayload>;
