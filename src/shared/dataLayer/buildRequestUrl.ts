import { CRUMB_QUERY_PARAM } from '../constants/apiPaths';
import { normalizeApiPath } from './normalizeApiPath';
import type { DataLayerRequest } from './DataLayerClient';

interface RequestUrl {
  /** What is fetched: the API path and the caller's query, never a crumb. */
  url: string;
  /** The same, for messages and logs. */
  displayUrl: string;
}

// Spec visitor-runtime §7 puts the crumb in the query; we send it in a header, which stays out of logs,
// history and Referer headers, and drop one the caller put in the query. The server accepts both.
export function buildRequestUrl(path: string, query: DataLayerRequest['query']): RequestUrl {
  const normalized = normalizeApiPath(path);
  const queryStart = normalized.indexOf('?');
  const pathname = queryStart === -1 ? normalized : normalized.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : normalized.slice(queryStart + 1));
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  params.delete(CRUMB_QUERY_PARAM);
  const search = params.toString();
  const url = search ? `${pathname}?${search}` : pathname;
  return { url, displayUrl: url };
}
