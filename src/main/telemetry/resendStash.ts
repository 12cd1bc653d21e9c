import { chunkSerialisedRecords } from '../../shared/telemetry/chunkSerialisedRecords';
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
  const slices = sliceLines((storage.getItem(UNSENT_STASH_KEY) ?? '').split('\n').filter((line) => line.startsWith('{')));
  for (const [at, slice] of slices.entries()) {
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
      outcome.kept = slices.slice(at).reduce((n, rest) => n + rest.length, 0);
      return outcome;
    }
    if (verdict === 'stored') outcome.sent += slice.length;
    else outcome.refused.push({ status: status ?? 0, count: slice.length });
    removeLines(storage, new Set(slice));
  }
  return outcome;
}

// The stash's lines in requests as the worker makes them (chunkSerialisedRecords); a line larger than a
// request goes alone, since the server takes bodies up to 128 KB.
function sliceLines(lines: string[]): string[][] {
  const { chunks, tooLarge } = chunkSerialisedRecords(lines, MAX_REQUEST_BYTES);
  const alone = new Set(tooLarge);
  const fitting = lines.filter((_, index) => !alone.has(index));
  let at = 0;
  return [...chunks.map(({ count }) => fitting.slice(at, (at += count))), ...tooLarge.map((index) => [lines[index]!])];
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
