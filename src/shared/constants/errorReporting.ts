// Spec visitor-runtime §9: JavaScript error reporting (re-exported by limits.ts with the other limits).
export const ERROR_REPORTING = {
  MAX_BATCHES_PER_PAGE: 20,
  MAX_QUEUED_EVENTS: 10,
  MAX_STACK_LENGTH: 5000,
  SEND_DEBOUNCE_MS: 1000,
} as const;
