// Spec media-and-reporting §8: messages of site search.
export const SEARCH_MESSAGES = {
  resultsUnavailable: 'Unable to load results',
  networkError: 'Network error',
} as const;
