import { z } from 'zod';
import { shortText, urlText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/button-click and /button-render: one shape for both kinds.
// visitorCookie is optional: a block does not read cookies, and under the restrictive policy there is none.
export const CensusButtonPayload = z.object({
  id: shortText.min(1),
  buttonText: z.string().max(500),
  clickthroughUrl: urlText,
  alignment: shortText,
  size: shortText,
  newWindow: z.boolean(),
  context: urlText,
  visitorCookie: visitorCookieText.optional(),
});
export type CensusButtonPayload = z.infer<typeof CensusButtonPayload>;
