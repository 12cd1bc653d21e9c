import { describeAccessRefusal } from './fetchJson';

/** The owner's crumb (double-submit cookie) that every data-changing request carries. */
export function readCrumb(): string {
  return /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

/**
 * Sends a change to a configuration endpoint with the owner's cookies and crumb. Answers the reply's JSON, or
 * throws a message the owner can act on: the server's own words, each bad field named.
 */
export async function sendJson<T>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': readCrumb() },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => ({}))) as {
    error?: string;
    fields?: Record<string, string>;
  } & T;
  if (response.ok) return reply;
  const refused = describeAccessRefusal(response.status);
  if (refused) throw new Error(refused);
  const fields = reply.fields
    ? Object.entries(reply.fields)
        .map(([field, message]) => `${field.replace(/^\$\./, '')}: ${message}`)
        .join('; ')
    : '';
  throw new Error(fields || reply.error || `Request failed (${response.status})`);
}

/** A text field of a submitted form ('' when absent, or a file). */
export function readText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
