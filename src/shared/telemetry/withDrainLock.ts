// One drainer at a time across the page's worker, other tabs' workers and the service worker (Web Locks),
// so the same batch is not sent twice for nothing. Correctness does not rest on it: the server stores
// each record id once. Where Web Locks are missing the drain simply runs.
export const DRAIN_LOCK_NAME = 'site-runtime-telemetry-drain';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function withDrainLock<T>(locks: LockManagerLike | undefined, run: () => Promise<T>): Promise<T> {
  return locks ? locks.request(DRAIN_LOCK_NAME, run) : run();
}
