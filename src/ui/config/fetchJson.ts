// GET a configuration endpoint with the owner's cookies; a failure throws a message the owner can act on.
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) throw new Error('Your session has ended. Log in again to continue.');
  if (response.status === 403) throw new Error('Your website roles do not allow this.');
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
