import { z } from 'zod';
import { shortText } from './fieldLimits';

// Spec media-and-reporting §7, POST /api/events/RecordEvent: the crumb, an event name and data as a JSON
// string. As a record the crumb is left out: the batch endpoint is not a form post and the record's id,
// not a crumb, is what makes a resend harmless.
export const RecordEventPayload = z.object({
  event: shortText.min(1),
  data: z.string().max(8000),
});
export type RecordEventPayload = z.infer<typeof RecordEventPayload>;
