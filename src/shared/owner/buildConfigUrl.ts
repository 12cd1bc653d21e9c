import { QUERY_PARAMS, ROUTES } from '../constants/routes';

/** Spec visitor-runtime §2: /config/?frameUrl={url-encoded path and query}. */
export function buildConfigUrl(pathname: string, search: string): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${ROUTES.CONFIG}?${QUERY_PARAMS.FRAME_URL}=${encodeURIComponent(pathname + query)}`;
}
