import { FORM_REQUEST_TIMEOUT_MS } from '../forms/formPolicy';
import type { PostJson } from '../forms/runSubmission';

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

// PostJson over fetch (passed in: the page's or the service worker's), credentials of the same origin
// (spec visitor-runtime §7: credentials sent). No answer within the timeout rejects like a network error.
// A body that is not JSON reads as null, so the reply is judged by its status alone.
export function createPostJson(fetchFn: FetchLike, timeoutMs = FORM_REQUEST_TIMEOUT_MS): PostJson {
  return async (path, body) => {
    const response = await fetchFn(path, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  };
}
