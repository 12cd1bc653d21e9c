import { CRUMB_QUERY_PARAM } from '../constants/apiPaths';
import { normalizeApiPath } from './normalizeApiPath';
import type { DataLayerRequest } from './DataLayerClient';

export interface RequestUrl {
  /** What is fetched: the API path, the caller's query and the crumb. */
  url: string;
  /** The same without the crumb, for messages and logs: a CSRF token does not belong in an error report. */
  displayUrl: string;
}

// Spec visitor-runtime §7: every data layer call carries the crumb query parameter.
export function buildRequestUrl(path: string, query: DataLayerRequest['query'], crumb: string | null): RequestUrl {
  const normalized = normalizeApiPath(path);
  const queryStart = normalized.indexOf('?');
  const pathname = queryStart === -1 ? normalized : normalized.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : normalized.slice(queryStart + 1));
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  params.delete(CRUMB_QUERY_PARAM);
  const displayQuery = params.toString();
  const displayUrl = displayQuery ? `${pathname}?${displayQuery}` : pathname;
  if (crumb) params.set(CRUMB_QUERY_PARAM, crumb);
  const fullQuery = params.toString();
  return { url: fullQuery ? `${pathname}?${fullQuery}` : pathname, displayUrl };
}
