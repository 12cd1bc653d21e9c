import { SENDING_LOCK_PREFIX } from '../../shared/forms/formPolicy';
import { readHeldLockIds } from '../../shared/webLocks/readHeldLockIds';

// Runs a submission's first try holding its Web Lock, so a replayer in another tab (or this page on its
// online event) leaves the 'sending' entry alone until the try ends or the tab goes (formPolicy.ts).
export function whileSending<T>(id: string, run: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request(SENDING_LOCK_PREFIX + id, run) as Promise<T>) : run();
}

// The ids of the submissions whose first try runs now in some page, or null where Web Locks cannot tell.
export function readSendingIds(): Promise<ReadonlySet<string> | null> {
  return readHeldLockIds(navigator.locks, SENDING_LOCK_PREFIX);
}
