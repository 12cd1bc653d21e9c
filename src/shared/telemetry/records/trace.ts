import { z } from 'zod/mini';
import { shortText, urlText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/events/Trace: entries of pageUrl, type and data as a JSON string.
export const TracePayload = z.object({
  pageUrl: urlText,
  type: shortText.check(z.minLength(1)),
  data: z.string().check(z.maxLength(8000)),
});
export type TracePayload = z.infer<typeof TracePayload>;
