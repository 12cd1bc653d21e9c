// Spec media-and-reporting §8: messages of site search. The query and empty-result messages are ours (the
// spec asks for a clear message, giving no words).
export const SEARCH_MESSAGES = {
  resultsUnavailable: 'Unable to load results',
  networkError: 'Network error',
  emptyQuery: 'Enter a word to search for.',
  queryTooLong: 'Your search is too long: use at most 200 characters.',
  noResults: 'No results found.',
} as const;
