import { z } from 'zod/mini';
import { shortText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/overlay; the spec does not show the payload, so it is ours.
export const CensusOverlayPayload = z.object({
  action: z.enum(['show', 'close', 'submit']),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
  style: z.optional(shortText),
  visitorCookie: z.optional(visitorCookieText),
});
export type CensusOverlayPayload = z.infer<typeof CensusOverlayPayload>;
