// Site search (visitor-runtime §2, §9): the spec gives no query length nor page size; these are ours.
export const SEARCH_LIMITS = {
  /** Characters of a query; a longer one is refused with SEARCH_MESSAGES.queryTooLong. */
  MAX_QUERY_LENGTH: 200,
  /** Words of a query sent to the index; the rest are ignored. */
  MAX_QUERY_WORDS: 12,
  PAGE_SIZE: 10,
  /** Pages a visitor may ask for: past this the index is not asked. */
  MAX_PAGE: 100,
  /** Characters of a result's excerpt around its first match. */
  EXCERPT_LENGTH: 180,
  /** Results as you type wait this long after the last key stroke. */
  TYPE_DEBOUNCE_MS: 250,
} as const;
