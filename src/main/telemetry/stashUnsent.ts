import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';

export const UNSENT_STASH_KEY = 'site-telemetry:unsent';
export const UNSENT_STASH_DROPPED_KEY = 'site-telemetry:unsent-dropped';
// Keep the stash well inside localStorage's few megabytes, whatever else the site stores there.
const MAX_STASH_CHARS = 512 * 1024;

// On page hide, a copy of what the worker has not acknowledged goes to localStorage in one synchronous
// write, because Chromium may drop a closing tab's beacons even after sendBeacon accepted them (seen in
// tests/e2e/pipeline/tabClose.test.ts). The next page of the site re-sends it (resendStash.ts); the server
// stores each id once, so a copy whose beacon did arrive costs only a counted duplicate.
export function stashUnsent(win: Window, records: TelemetryRecord[]): void {
  try {
    const storage = win.localStorage;
    const previous = storage.getItem(UNSENT_STASH_KEY);
    const next = (previous ? previous + '\n' : '') + records.map((r) => JSON.stringify(r)).join('\n');
    // Past the cap the oldest lines go: the newest records are the ones no other path has carried yet. How
    // many went is kept beside, and the next resend reports them as a `stash-full` drop.
    if (next.length <= MAX_STASH_CHARS) return storage.setItem(UNSENT_STASH_KEY, next);
    const kept = next.slice(next.indexOf('\n', next.length - MAX_STASH_CHARS) + 1);
    storage.setItem(UNSENT_STASH_DROPPED_KEY, String(Number(storage.getItem(UNSENT_STASH_DROPPED_KEY)) + next.split('\n').length - kept.split('\n').length));
    storage.setItem(UNSENT_STASH_KEY, kept);
  } catch {
    // No storage (private mode, quota): the beacon and the service worker remain.
  }
}

export function hasStash(win: Window): boolean {
  try {
    return win.localStorage.getItem(UNSENT_STASH_KEY) !== null;
  } catch {
    return false;
  }
}
