import { z } from 'zod/mini';
import { shortText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/form-render: formId and visitorCookie.
export const CensusFormRenderPayload = z.object({
  formId: shortText.check(z.minLength(1)),
  visitorCookie: z.optional(visitorCookieText),
});
export type CensusFormRenderPayload = z.infer<typeof CensusFormRenderPayload>;
