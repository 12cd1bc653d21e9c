import { z } from 'zod/mini';
import { shortText, urlText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/button-click and /button-render: one shape for both kinds.
// visitorCookie is optional: a block does not read cookies, and under the restrictive policy there is none.
export const CensusButtonPayload = z.object({
  id: shortText.check(z.minLength(1)),
  buttonText: z.string().check(z.maxLength(500)),
  clickthroughUrl: urlText,
  alignment: shortText,
  size: shortText,
  newWindow: z.boolean(),
  context: urlText,
  visitorCookie: z.optional(visitorCookieText),
});
export type CensusButtonPayload = z.infer<typeof CensusButtonPayload>;
