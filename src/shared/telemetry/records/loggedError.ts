import { z } from 'zod';
import { ERROR_REPORTING } from '../../constants/limits';
import { shortText, urlText } from './fieldLimits';

// Spec visitor-runtime §3: the logged-error record. §9: stacks are cut at 5000 characters before sending,
// so a longer stack is refused here rather than silently trimmed. file, line and column are null when the
// browser does not know them (an unhandled rejection of a non-Error value).
export const LoggedErrorPayload = z.object({
  app: shortText.min(1),
  message: z.string().max(ERROR_REPORTING.MAX_STACK_LENGTH),
  stack: z.string().max(ERROR_REPORTING.MAX_STACK_LENGTH),
  file: urlText.nullable(),
  line: z.number().int().nonnegative().nullable(),
  column: z.number().int().nonnegative().nullable(),
  websiteId: shortText,
  templateId: shortText,
  url: urlText,
  userAgent: z.string().max(1000),
});
export type LoggedErrorPayload = z.infer<typeof LoggedErrorPayload>;
