/** Spec visitor-runtime §9 and media-and-reporting §9: the query-string parser caps at 1000 keys. */
export const QUERY_STRING_MAX_KEYS = 1000;
