import { z } from 'zod';
import { ERROR_REPORTING } from '../../constants/limits';
import { LoggedErrorPayload } from '../../telemetry/records/loggedError';
import { jsonText } from './jsonText';

// POST /api/events/RecordJavascriptErrors (visitor-runtime §7): at most the 10 queued events of §9.
const JavascriptErrorEvent = z.object({
  event: z.string().min(1).max(200),
  data: z.union([LoggedErrorPayload, jsonText(LoggedErrorPayload, 20000)]),
  timestamp: z.number().int().nonnegative(),
});
export const RecordJavascriptErrorsRequest = z
  .array(JavascriptErrorEvent)
  .min(1)
  .max(ERROR_REPORTING.MAX_QUEUED_EVENTS);
