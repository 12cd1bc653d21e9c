import type { DataLayerRequest } from '../../shared/dataLayer/DataLayerClient';
import type { Reply } from '../../shared/dataLayer/classifyReply';
import type { DataLayerMethod, EncodedBody } from '../../shared/dataLayer/encodeRequestBody';
import { CRUMB_HEADER } from '../../shared/constants/apiPaths';

interface Call {
  method: DataLayerMethod;
  url: string;
  displayUrl: string;
  encoded: EncodedBody;
  request: DataLayerRequest;
  /** The crumb cookie's value, sent in the X-CSRF-Token header (buildRequestUrl). */
  crumb: string | null;
}

// The one place the data layer touches the network. Every failure to get an answer (offline, refused,
// reset, timeout) becomes status 0 with no text, which the rules call "Unable to connect…".
export async function fetchReply(win: Window, call: Call): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json', ...call.request.headers };
  if (call.encoded.contentType) headers['Content-Type'] = call.encoded.contentType;
  if (call.crumb) headers[CRUMB_HEADER] = call.crumb;
  try {
    const response = await win.fetch(call.url, {
      method: call.method,
      // Spec visitor-runtime §7: credentials are sent.
      credentials: 'include',
      headers,
      body: call.encoded.body,
      signal: combineSignals(call.request),
    });
    return { status: response.status, text: await response.text(), url: call.displayUrl };
  } catch {
    return { status: 0, text: null, url: call.displayUrl };
  }
}

function combineSignals({ timeoutMs, signal }: DataLayerRequest): AbortSignal | undefined {
  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  return timeout && signal ? AbortSignal.any([timeout, signal]) : (timeout ?? signal);
}
