import { readHeldLockIds, type HeldLocksQuery } from '../webLocks/readHeldLockIds';

// Each drain writer (a page's worker, a service worker) holds a Web Lock named after itself while it runs, so a
// chunk claimed by a writer whose lock is free is taken over at once, not after the claim's lease. Others'
// locks are only queried: requesting one held by a page in the back/forward cache evicts it.
import { WRITER_LOCK_PREFIX } from './writerLockPrefix';

export { WRITER_LOCK_PREFIX };

/** The part of the Web Locks API (navigator.locks) this needs; absent on insecure origins and old browsers. */
export interface WriterLockManager extends HeldLocksQuery {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

/** Holds this writer's lock until its context ends. Where Web Locks are missing, claims fall back to their lease. */
export function holdWriterLock(locks: WriterLockManager | undefined, writerId: string): void {
  void locks?.request(WRITER_LOCK_PREFIX + writerId, () => new Promise<never>(() => undefined)).catch(() => undefined);
}

/** The ids of the writers alive now, or null where that cannot be told (no Web Locks, or the query failed). */
export function readLiveWriters(locks: WriterLockManager | undefined): Promise<ReadonlySet<string> | null> {
  return readHeldLockIds(locks, WRITER_LOCK_PREFIX);
}

/** A drain round is named `<writerId>.r<n>`; writer ids (page ids, `sw…`) hold no dot. */
export function writerOfRound(roundId: string): string {
  const dot = roundId.indexOf('.');
  return dot < 0 ? roundId : roundId.slice(0, dot);
}
