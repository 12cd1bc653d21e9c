import { REPLAY_LOCK } from '../../shared/forms/formPolicy';
import { openPendingStore } from '../../shared/browser/openPendingStore';
import { readPendingSubmission, type PendingSubmission } from '../../shared/forms/PendingSubmission';
import { replayPendingSubmissions } from '../../shared/forms/replayPendingSubmissions';
import { postFormJson } from './postFormJson';
import { setPendingFlag } from './pendingFlag';
import { readSendingIds } from './sendingLocks';
import { showRejectedNotice } from './showRejectedNotice';

// The page's replay (on load and online): every kept submission runs the whole flow again; those the
// server refused, here or earlier in the service worker, are shown once and forgotten.
export async function replayKept(): Promise<void> {
  const store = openPendingStore();
  const run = async () => replayPendingSubmissions(store, postFormJson, Date.now, await readSendingIds());
  // One replayer at a time across tabs and the service worker; if one is busy, it will do the work.
  if (navigator.locks)
    await navigator.locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
  else await run();
  const kept = (await store.list())
    .map(readPendingSubmission)
    .filter((entry): entry is PendingSubmission => entry !== null);
  for (const entry of kept.filter((e) => e.state === 'rejected')) {
    showRejectedNotice(entry);
    await store.remove(entry.id);
  }
  setPendingFlag(kept.some((entry) => entry.state !== 'rejected'));
}
