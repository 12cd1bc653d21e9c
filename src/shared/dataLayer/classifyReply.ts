import { DATA_LAYER_REPLY_FLAGS } from '../constants/apiPaths';
import { DATA_LAYER_MESSAGES, DATA_LAYER_STATUS_MESSAGES } from '../messages/dataLayerMessages';
import type { DataLayerFailure } from './DataLayerFailure';
import { messageForStatus } from './messageForStatus';

export interface Reply {
  /** 0 when the request got no answer. */
  status: number;
  /** The body as text; null when the request got no answer. */
  text: string | null;
  /** The URL called, without the crumb. */
  url: string;
}

type ReplyOutcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'crumbFail'; crumb: string | null; failure: DataLayerFailure }
  | { kind: 'failure'; failure: DataLayerFailure };

function parseJson(text: string): { data: unknown } | { error: string } {
  // An empty body (204, or a bodiless 200) is "no data", not a parse failure.
  if (text.trim() === '') return { data: null };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function flag(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

// Spec visitor-runtime §8: what a reply means. Order matters: the reply's flags (crumbFail, loginRequired,
// authorizationFail) win over its status; then a 2xx that parses is success; then the status's message,
// and for a status the spec does not name, the parser's message when the body is not JSON.
export function classifyReply(reply: Reply): ReplyOutcome {
  const base = { status: reply.status, url: reply.url, loginRequired: false, authorizationFail: false };
  if (reply.text === null) {
    const failure = { ...base, message: messageForStatus(0), data: null, cleaned: false, retryable: true };
    return { kind: 'failure', failure };
  }
  const parsed = parseJson(reply.text);
  const data = 'data' in parsed ? parsed.data : null;
  const unauthorized = { ...base, message: DATA_LAYER_MESSAGES.unauthorized, data, cleaned: false, retryable: false };
  if (flag(data, DATA_LAYER_REPLY_FLAGS.CRUMB_FAIL) === true) {
    const crumb = flag(data, 'crumb');
    const fresh = typeof crumb === 'string' && crumb !== '' ? crumb : null;
    return { kind: 'crumbFail', crumb: fresh, failure: unauthorized };
  }
  const loginRequired = flag(data, DATA_LAYER_REPLY_FLAGS.LOGIN_REQUIRED) === true;
  if (loginRequired) return { kind: 'failure', failure: { ...unauthorized, loginRequired } };
  const authorizationFail = flag(data, DATA_LAYER_REPLY_FLAGS.AUTHORIZATION_FAIL) === true;
  if (authorizationFail) return { kind: 'failure', failure: { ...unauthorized, authorizationFail } };
  const ok = reply.status >= 200 && reply.status < 300;
  if (ok && 'data' in parsed) return { kind: 'ok', data };
  const nonJson = 'error' in parsed ? DATA_LAYER_MESSAGES.nonJsonReply(reply.url, parsed.error) : null;
  const named = !ok && DATA_LAYER_STATUS_MESSAGES[reply.status] !== undefined;
  const message = named ? messageForStatus(reply.status) : (nonJson ?? messageForStatus(reply.status));
  const cleaned = reply.status === 500 || reply.status === 501 || (nonJson !== null && !named);
  const retryable = !ok && isRetryableStatus(reply.status);
  return { kind: 'failure', failure: { ...base, message, data, cleaned, retryable } };
}
