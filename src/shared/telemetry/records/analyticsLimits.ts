// The bounds of an analytics event, without zod: the collectors warn when a track() call passes them.
export const ANALYTICS_LIMITS = {
  /** customSchemaName, the name given to track(name, data). */
  MAX_NAME_LENGTH: 200,
  /** commonData and customData, each as JSON text. */
  MAX_DATA_JSON_LENGTH: 8000,
} as const;
