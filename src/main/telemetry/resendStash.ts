import { chunkSerialisedRecords } from '../../shared/telemetry/chunkSerialisedRecords';
import { classifyResponse } from '../../shared/telemetry/classifyResponse';
import { computeBackoffDelay } from '../../shared/telemetry/computeBackoffDelay';
import { parseRetryAfter } from '../../shared/telemetry/parseRetryAfter';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, MAX_REQUEST_BYTES } from '../../shared/telemetry/pipelineLimits';
import { TELEMETRY_BATCH_PATH } from '../../shared/telemetry/telemetryPaths';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';
import type { DropPayload } from '../../shared/telemetry/records/drop';
import { readLiveWriters, type WriterLockManager } from '../../shared/telemetry/writerLocks';
import { UNSENT_STASH_DROPPED_KEY, UNSENT_STASH_PREFIX } from './stashUnsent';
import { deliveryUrl } from '../../shared/telemetry/delivery/deliveryPaths';

export interface StashResendOutcome {
  /** Records the server stored (or had stored already). */
  sent: number;
  /** Records the server refused with a 4xx other than 429, by status: dropped from the stash, to be counted. */
  refused: Array<{ status: number; count: number }>;
  /** Records left in the stash (a network error, a 5xx or a 429 stopped the resend). */
  kept: number;
  /** What the server's Retry-After asked for, when it stopped the resend. */
  retryAfterMs?: number;
  /** Stashes left to pages that still hold their writer's lock (set only when there are some). */
  leftToLivePages?: number;
}

/** Whose stash this page may send: its own, and those of pages no longer alive (`live` null: cannot tell, all). */
export interface StashOwners {
  self: string;
  live: ReadonlySet<string> | null;
}

// What earlier pages stashed on hide (stashUnsent.ts) goes to the batch endpoint in requests no larger than
// the worker's; lines leave their stash once stored or refused for good. The stash of a page alive in another
// tab (its writer lock is held) is left to it, as it may still append.
export async function resendStash(storage: Storage, fetchBatch: typeof fetch = fetch, owners?: StashOwners) {
  const outcome: StashResendOutcome = { sent: 0, refused: [], kept: 0 };
  let leftToLivePages = 0;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) => {
    if (!key.startsWith(UNSENT_STASH_PREFIX)) return false;
    // A page's copies (HELD_COPY_SUFFIX, EARLY_COPY_SUFFIX: a colon after its page id) are its own while it
    // lives, and rewritten whole: this page's too.
    const [pageId = '', copy] = key.slice(UNSENT_STASH_PREFIX.length).split(':');
    if (copy !== undefined && pageId === owners?.self) return false;
    const mine = !owners?.live || pageId === owners.self || !owners.live.has(pageId);
    if (!mine) leftToLivePages++;
    return mine;
  });
  if (leftToLivePages > 0) outcome.leftToLivePages = leftToLivePages;
  // A page's stash (what its hide left) is resent as `resend`, its copies (a page that ended without a hide)
  // as `copy`, each in requests of their own: the server's delivery figures tell the two paths apart.
  const linesOf = (copies: boolean) =>
    keys
      .filter((key) => key.slice(UNSENT_STASH_PREFIX.length).includes(':') === copies)
      .flatMap((key) => (storage.getItem(key) ?? '').split('\n').filter((line) => line.startsWith('{')));
  const slices = [
    ...sliceLines(linesOf(false)).map((lines) => ({ lines, via: 'resend' as const })),
    ...sliceLines(linesOf(true)).map((lines) => ({ lines, via: 'copy' as const })),
  ];
  for (const [at, { lines: slice, via }] of slices.entries()) {
    // Not keepalive: the page is alive, and its worker's keepalive requests may hold the 64 KB such
    // requests share; a request cut off by the page closing leaves its lines stashed.
    const response = await fetchBatch(deliveryUrl(TELEMETRY_BATCH_PATH, via, Date.now()), {
      method: 'POST',
      body: `{"records":[${slice.join(',')}]}`,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => null);
    const status = response?.status ?? null;
    const verdict = classifyResponse(status);
    if (verdict === 'retry') {
      outcome.kept = slices.slice(at).reduce((n, rest) => n + rest.lines.length, 0);
      const wait = parseRetryAfter(response?.headers.get('retry-after') ?? null, Date.now());
      if (wait !== null) outcome.retryAfterMs = wait;
      return outcome;
    }
    if (verdict === 'stored') outcome.sent += slice.length;
    else outcome.refused.push({ status: status ?? 0, count: slice.length });
    removeLines(storage, keys, new Set(slice));
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

export interface StashResendDependencies {
  fetchBatch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** The ids of the pages alive now (their workers' writer locks), or null where that cannot be told. */
  readLivePages: () => Promise<ReadonlySet<string> | null>;
}

const browserDependencies = (): StashResendDependencies => ({
  fetchBatch: fetch,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  readLivePages: () => readLiveWriters((navigator as { locks?: WriterLockManager }).locks),
});
// How many times a resend looks again at the stashes of pages still holding their lock (backoff from 1 s: about
// half a minute in all); a page alive in another tab sends its own.
const LEAVING_PAGE_CHECKS = 5;

// One resend at a time per page: a page calls it on load and again on coming back from the back/forward cache.
let resending = false;

/**
 * resendStash until the stashes are empty, counting as `drop` records what the server refused and what a full
 * stash let go. Failures are retried while the page lives, with the worker's backoff: a visitor who stays on
 * this page may never load the next. What is left when it closes stays stashed for the next page.
 */
export async function resendStashAndReport(
  storage: Storage,
  record: TelemetryClient['record'],
  pageId: string,
  deps: StashResendDependencies = browserDependencies(),
): Promise<void> {
  if (resending) return;
  resending = true;
  try {
    // Lines the full stash let go on an earlier hide (stashUnsent.ts).
    const overflowed = Number(storage.getItem(UNSENT_STASH_DROPPED_KEY));
    storage.removeItem(UNSENT_STASH_DROPPED_KEY);
    if (overflowed > 0) record('drop', { reason: 'stash-full', count: overflowed } satisfies DropPayload);
    for (let attempt = 1; ; attempt++) {
      const { refused, kept, retryAfterMs, leftToLivePages } = await resendStash(storage, deps.fetchBatch, {
        self: pageId,
        live: await deps.readLivePages(),
      });
      for (const { status, count } of refused)
        record('drop', { reason: 'rejected-by-server', count, status } satisfies DropPayload);
      // A page that has just entered the back/forward cache (or closed) still holds its writer's lock until
      // the browser has finished stopping its worker, a moment later on a busy machine: its stash is looked at
      // again a few times rather than left for the next page view.
      const waitForLeaving = (leftToLivePages ?? 0) > 0 && attempt < LEAVING_PAGE_CHECKS;
      if (kept === 0 && !waitForLeaving) return;
      if (attempt === 1 && kept > 0) console.warn(`Stashed telemetry not sent yet (${kept} records); trying again`);
      await deps.sleep(
        computeBackoffDelay(attempt, deps.random(), { baseMs: BACKOFF_BASE_MS, maxMs: BACKOFF_MAX_MS, retryAfterMs }),
      );
    }
  } finally {
    resending = false;
  }
}

function removeLines(storage: Storage, keys: string[], done: ReadonlySet<string>): void {
  for (const key of keys) {
    const lines = (storage.getItem(key) ?? '').split('\n');
    const rest = lines.filter((line) => line !== '' && !done.has(line));
    if (rest.length === lines.length) continue;
    if (rest.length > 0) storage.setItem(key, rest.join('\n'));
    else storage.removeItem(key);
  }
}
