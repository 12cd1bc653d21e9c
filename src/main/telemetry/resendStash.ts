import { TELEMETRY_PATHS } from '../../shared/telemetry/telemetryPaths';
import { UNSENT_STASH_KEY } from './stashUnsent';

// What an earlier page stashed on hide (stashUnsent.ts) goes to the batch endpoint now, as a CORS-simple
// request like the worker's; the stash is cleared only once the server answered 2xx, and lines stashed
// meanwhile by another tab are kept for the next load.
export async function resendStash(storage: Storage, fetchBatch: typeof fetch = fetch): Promise<number> {
  const text = storage.getItem(UNSENT_STASH_KEY);
  if (!text) return 0;
  const lines = text.split('\n').filter((line) => line.startsWith('{'));
  const body = `{"records":[${lines.join(',')}]}`;
  const response = await fetchBatch(TELEMETRY_PATHS.BATCH, { method: 'POST', body, keepalive: body.length < 60_000, headers: { 'content-type': 'text/plain' } });
  if (!response.ok) throw new Error(`stash not accepted: HTTP ${response.status}`);
  const now = storage.getItem(UNSENT_STASH_KEY) ?? '';
  const rest = now.startsWith(text) ? now.slice(text.length).replace(/^\n/, '') : now;
  if (rest) storage.setItem(UNSENT_STASH_KEY, rest);
  else storage.removeItem(UNSENT_STASH_KEY);
  return lines.length;
}
