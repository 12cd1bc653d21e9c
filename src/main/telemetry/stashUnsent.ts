import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';

// A key per page: localStorage offers no atomic read-modify-write across tabs, and a key they all appended to
// lost lines whenever two tabs hid at once, as when a window is minimised.
export const UNSENT_STASH_PREFIX = 'site-telemetry:unsent:';
// A page's copies of the records it holds in memory only (HeldCopy.ts) and of what the collectors' stub
// holds before they load (PageCopies.ts), sent by the resend once the page is gone.
export const HELD_COPY_SUFFIX = ':held';
export const EARLY_COPY_SUFFIX = ':early';
export const UNSENT_STASH_DROPPED_KEY = 'site-telemetry:unsent-dropped';
// Every key of the stash's: each page's, its held copy, and the count of lines let go.
const STASH_KEYS_PREFIX = 'site-telemetry:unsent';
// Well inside localStorage's quota (5 MiB of characters an origin in Chromium). A page entering the
// back/forward cache may keep four times as much: Chromium never delivers its message to the service worker,
// so the stash may be the only copy. Where localStorage refuses, half as much is tried, down to 16 KB.
export const MAX_STASH_CHARS = 512 * 1024;
const MIN_STASH_CHARS = 16 * 1024;

// On page hide, what the worker has not acknowledged goes to localStorage in one synchronous write too:
// Chromium may drop a closing tab's beacons even after sendBeacon accepted them (tests/e2e/pipeline/tabClose).
// The next page re-sends it (resendStash.ts). Returns how many lines the cap let go.
export function stashUnsent(win: Window, records: TelemetryRecord[], pageId: string, frozen = false): number {
  try {
    const storage = win.localStorage;
    const key = UNSENT_STASH_PREFIX + pageId;
    const previous = storage.getItem(key);
    const next = (previous ? previous + '\n' : '') + records.map((r) => JSON.stringify(r)).join('\n');
    // Past the cap the oldest lines go (the newest are on no other path yet), reported as a `stash-full` drop.
    for (let cap = frozen ? 4 * MAX_STASH_CHARS : MAX_STASH_CHARS; cap >= MIN_STASH_CHARS; cap /= 2) {
      const kept = next.length <= cap ? next : next.slice(next.indexOf('\n', next.length - cap) + 1);
      try {
        storage.setItem(key, kept);
      } catch {
        continue;
      }
      // Lines are counted only when some were let go: a stash may hold megabytes.
      const dropped = kept === next ? 0 : next.split('\n').length - kept.split('\n').length;
      if (dropped) countStashOverflow(storage, dropped);
      return dropped;
    }
  } catch {
    // No storage (private mode): the beacon and the service worker remain.
  }
  return 0;
}

// Lines let go by a full stash, kept for the next resend to report; a negative count takes lines back (their
// records turned out safe after all), as far as no resend has reported them yet.
function countStashOverflow(storage: Storage, lines: number): void {
  const count = Number(storage.getItem(UNSENT_STASH_DROPPED_KEY)) + lines;
  if (count > 0) storage.setItem(UNSENT_STASH_DROPPED_KEY, String(count));
  else storage.removeItem(UNSENT_STASH_DROPPED_KEY);
}

/** The page that stashed `lines` too many as it entered the back/forward cache is back, and still holds their records. */
export function forgetStashOverflow(win: Window, lines: number): void {
  try {
    if (lines) countStashOverflow(win.localStorage, -lines);
  } catch {
    // No storage: nothing was counted.
  }
}

/** A stash of any page, or a count of lines a full stash let go: the next resend has work. */
export function hasStash(win: Window): boolean {
  try {
    const storage = win.localStorage;
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(STASH_KEYS_PREFIX)) return true;
    return false;
  } catch {
    return false;
  }
}
