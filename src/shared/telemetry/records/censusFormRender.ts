import { z } from 'zod';
import { shortText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/form-render: formId and visitorCookie.
export const CensusFormRenderPayload = z.object({
  formId: shortText.min(1),
  visitorCookie: visitorCookieText.optional(),
});
export type CensusFormRenderPayload = z.infer<typeof CensusFormRenderPayload>;
