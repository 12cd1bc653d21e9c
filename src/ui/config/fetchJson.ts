/** What the owner can do about a refusal of their session or roles; null for any other status. */
export function describeAccessRefusal(status: number): string | null {
  if (status === 401) return 'Your session has ended. Log in again to continue.';
  if (status === 403) return 'Your website roles do not allow this.';
  return null;
}

// GET a configuration endpoint with the owner's cookies; a failure throws a message the owner can act on.
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (response.ok) return (await response.json()) as T;
  const refused = describeAccessRefusal(response.status);
  if (refused) throw new Error(refused);
  let detail = '';
  try {
    const body = (await response.json()) as { error?: string; fields?: Record<string, string> };
    detail = body.fields
      ? Object.entries(body.fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ')
      : (body.error ?? '');
  } catch {
    // Not JSON: the status says enough.
  }
  throw new Error(`Request failed (${response.status})${detail ? `: ${detail}` : ''}`);
}
