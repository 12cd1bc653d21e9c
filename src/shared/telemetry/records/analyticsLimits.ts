// The bounds of an analytics event (POST /api/v1/events), without zod: the payload schema (analytics.ts)
// holds records to them, and the collectors warn the owner's code when a track() call passes them.
export const ANALYTICS_LIMITS = {
  /** customSchemaName, the name given to track(name, data). */
  MAX_NAME_LENGTH: 200,
  /** commonData and customData, each as JSON text. */
  MAX_DATA_JSON_LENGTH: 8000,
} as const;
