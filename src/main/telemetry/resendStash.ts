import { classifyResponse } from '../../shared/telemetry/classifyResponse';
import { MAX_REQUEST_BYTES } from '../../shared/telemetry/pipelineLimits';
import { TELEMETRY_PATHS } from '../../shared/telemetry/telemetryPaths';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';
import type { DropPayload } from '../../shared/telemetry/records/drop';
import { UNSENT_STASH_KEY } from './stashUnsent';

export interface StashResendOutcome {
  /** Records the server stored (or had stored already). */
  sent: number;
  /** Records the server refused with a 4xx other than 429, by status: dropped from the stash, to be counted. */
  refused: Array<{ status: number; count: number }>;
  /** Records left in the stash for the next page (a network error, a 5xx or a 429 stopped the resend). */
  kept: number;
}

// What an earlier page stashed on hide (stashUnsent.ts) goes to the batch endpoint now, in requests no
// larger than the worker's (CORS-simple, well under the server's body limit: the stash holds up to 512 KB,
// and one request of it all was refused with a 413 for ever, so the stash never emptied). Each request's
// lines leave the stash once the server answered 2xx, or refused them for good; a network error, a 5xx or a
// 429 leaves the rest for the next page. Lines stashed meanwhile by another tab are kept.
export async function resendStash(storage: Storage, fetchBatch: typeof fetch = fetch): Promise<StashResendOutcome> {
  const outcome: StashResendOutcome = { sent: 0, refused: [], kept: 0 };
  const lines = (storage.getItem(UNSENT_STASH_KEY) ?? '').split('\n').filter((line) => line.startsWith('{'));
  for (let start = 0; start < lines.length; ) {
    let end = start + 1;
    let bytes = lines[start]!.length;
    while (end < lines.length && bytes + lines[end]!.length + 1 <= MAX_REQUEST_BYTES) bytes += lines[end++]!.length + 1;
    const slice = lines.slice(start, end);
    let status: number | null = null;
    try {
      // Not keepalive: the page is alive, and its worker's keepalive requests may hold the 64 KB such
      // requests share; a request cut off by the page closing leaves its lines stashed.
      const response = await fetchBatch(TELEMETRY_PATHS.BATCH, { method: 'POST', body: `{"records":[${slice.join(',')}]}`, headers: { 'content-type': 'text/plain' } });
      status = response.status;
    } catch {
      status = null;
    }
    const verdict = classifyResponse(status);
    if (verdict === 'retry') {
      outcome.kept = lines.length - start;
      return outcome;
    }
    if (verdict === 'stored') outcome.sent += slice.length;
    else outcome.refused.push({ status: status ?? 0, count: slice.length });
    removeLines(storage, new Set(slice));
    start = end;
  }
  return outcome;
}

/** resendStash, with what it dropped counted as a `drop` record (issue 3) and what it kept said in the console. */
export async function resendStashAndReport(storage: Storage, record: TelemetryClient['record']): Promise<void> {
  const { refused, kept } = await resendStash(storage);
  for (const { status, count } of refused) record('drop', { reason: 'rejected-by-server', count, status } satisfies DropPayload);
  if (kept > 0) console.warn(`Stashed telemetry not sent yet (${kept} records); kept for the next page`);
}

function removeLines(storage: Storage, done: ReadonlySet<string>): void {
  const rest = (storage.getItem(UNSENT_STASH_KEY) ?? '').split('\n').filter((line) => line !== '' && !done.has(line));
  if (rest.length > 0) storage.setItem(UNSENT_STASH_KEY, rest.join('\n'));
  else storage.removeItem(UNSENT_STASH_KEY);
}
