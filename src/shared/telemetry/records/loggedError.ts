import { z } from 'zod/mini';
import { ERROR_REPORTING } from '../../constants/limits';
import { shortText, urlText } from './fieldLimits';

// Spec visitor-runtime §3: the logged-error record. §9: stacks are cut at 5000 characters before sending,
// so a longer stack is refused here rather than silently trimmed. file, line and column are null when the
// browser does not know them (an unhandled rejection of a non-Error value).
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
