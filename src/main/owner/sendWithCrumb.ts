import { DATA_LAYER_REPLY_FLAGS } from '../../shared/constants/apiPaths';
import { storeCrumb } from '../dataLayer/crumbCookie';
import { ensureCrumb } from '../dataLayer/ensureCrumb';

export interface CrumbReply {
  status: number;
  ok: boolean;
  data: Record<string, unknown>;
}

// The auth calls send the crumb in the X-CSRF-Token header (docs/internals.md, Crumb). Spec visitor-runtime
// §7 and media-and-reporting §4: a reply carrying crumbFail stores the new crumb and the call is retried once.
export async function sendWithCrumb(
  method: 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CrumbReply> {
  for (let attempt = 0; ; attempt += 1) {
    const crumb = await ensureCrumb(document);
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-csrf-token': crumb ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const crumbFail = data[DATA_LAYER_REPLY_FLAGS.CRUMB_FAIL] === true;
    if (crumbFail && typeof data.crumb === 'string') storeCrumb(document, data.crumb);
    if (!crumbFail || attempt >= 1) return { status: response.status, ok: response.ok, data };
  }
}
