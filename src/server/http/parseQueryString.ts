import { parse } from 'node:querystring';
import { QUERY_STRING_MAX_KEYS } from '../../shared/constants/queryString';

// Spec visitor-runtime §9 and media-and-reporting §9: the query-string parser caps at 1000 keys; keys past
// those are ignored, so a URL with a million keys costs no more than one with a thousand.
export function parseQueryString(text: string): Record<string, unknown> {
  return { ...parse(text, '&', '=', { maxKeys: QUERY_STRING_MAX_KEYS }) };
}
