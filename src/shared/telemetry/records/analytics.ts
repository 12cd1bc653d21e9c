import { z } from 'zod';
import { shortText } from './fieldLimits';
import { jsonObjectText } from './jsonObjectText';

// Spec media-and-reporting §7, POST /api/v1/events: {analyticsId, commonData, customData,
// customSchemaName}; commonData holds the required, optional and automatic fields of §3 (see
// src/main/collectors/analytics), customData the event's other fields; customSchemaName is the event name
// given to track(name, data).
export const AnalyticsPayload = z.object({
  analyticsId: shortText.min(1),
  commonData: jsonObjectText(8000),
  customData: jsonObjectText(8000),
  customSchemaName: shortText.min(1),
});
export type AnalyticsPayload = z.infer<typeof AnalyticsPayload>;
