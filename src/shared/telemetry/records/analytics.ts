import { z } from 'zod/mini';
import { shortText } from './fieldLimits';
import { jsonObjectText } from './jsonObjectText';
import { ANALYTICS_LIMITS } from './analyticsLimits';

// Spec media-and-reporting §7, POST /api/v1/events: commonData holds the fields of §3, customData the event's
// others; customSchemaName is the name given to track(name, data).
export const AnalyticsPayload = z.object({
  analyticsId: shortText.check(z.minLength(1)),
  commonData: jsonObjectText(ANALYTICS_LIMITS.MAX_DATA_JSON_LENGTH),
  customData: jsonObjectText(ANALYTICS_LIMITS.MAX_DATA_JSON_LENGTH),
  customSchemaName: z.string().check(z.minLength(1), z.maxLength(ANALYTICS_LIMITS.MAX_NAME_LENGTH)),
});
export type AnalyticsPayload = z.infer<typeof AnalyticsPayload>;
