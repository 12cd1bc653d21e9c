// Spec media-and-reporting §8 (analytics and performance): these go to the error reporter.
export const ANALYTICS_MESSAGES = {
  /** Warned (and the promise rejected) when the events XHR answers other than 200 or 202. */
  trackingFailed: (code: number): string => `Error tracking event: HTTP Status ${code}`,
  // Wording as in the spec, including its missing "to".
  storageUnavailable: 'Unable access local/session storage.',
  settingsTimeout: 'Metric settings request timeout',
  unexpectedXhrStatus: (status: number): string => `XHR request DONE with unexpected status: ${status}`,
  pageLoadIdUnresolved: 'Unable to resolve pageLoadId',
} as const;
