import { readHeldLockIds, type HeldLocksQuery } from '../webLocks/readHeldLockIds';

// Which drain writers are alive: a page's telemetry worker (writer id: the page id) and each service worker
// instance (writer id: `sw…`) hold a Web Lock named after themselves for as long as they run, and the browser
// lets go of it when that context ends (page closed or navigated away, worker terminated, service worker
// stopped). A chunk claimed by a round of a writer whose lock is free was claimed by a context that is gone,
// whose sends went with it: the next round takes it over at once instead of waiting out the claim's lease
// (a visitor who clicks a link on a first visit, before the service worker is active, would otherwise
// leave the records the page's worker had just claimed unsent for up to CHUNK_CLAIM_MS).
// Only `query()` is used on other writers' locks, never `request()`: asking for a lock held by a page in the
// back/forward cache gets that page evicted (docs/telemetry.md).
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
