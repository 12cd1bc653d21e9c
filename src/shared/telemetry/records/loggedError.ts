import { z } from 'zod/mini';
import { ERROR_REPORTING } from '../../constants/limits';
import { shortText, urlText } from './fieldLimits';

// Spec visitor-runtime §3: the logged-error record; §9 cuts stacks before sending, so a longer one is refused.
export const LoggedErrorPayload = z.object({
  app: shortText.check(z.minLength(1)),
  message: z.string().check(z.maxLength(ERROR_REPORTING.MAX_STACK_LENGTH)),
  stack: z.string().check(z.maxLength(ERROR_REPORTING.MAX_STACK_LENGTH)),
  file: z.nullable(urlText),
  line: z.nullable(z.number().check(z.int(), z.nonnegative())),
  column: z.nullable(z.number().check(z.int(), z.nonnegative())),
  websiteId: shortText,
  templateId: shortText,
  url: urlText,
  userAgent: z.string().check(z.maxLength(1000)),
});
export type LoggedErrorPayload = z.infer<typeof LoggedErrorPayload>;
