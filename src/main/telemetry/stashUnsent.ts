import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';

export const UNSENT_STASH_KEY = 'site-telemetry:unsent';
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
    // Past the cap the oldest lines go: the newest records are the ones no other path has carried yet.
    storage.setItem(UNSENT_STASH_KEY, next.length > MAX_STASH_CHARS ? next.slice(next.indexOf('\n', next.length - MAX_STASH_CHARS) + 1) : next);
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
