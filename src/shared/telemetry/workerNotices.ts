// Messages the telemetry worker posts to its page outside Comlink (Comlink ignores messages without its
// id): what the page must show, such as the spec's warnings, which only the page's console may carry.
export const WORKER_NOTICE_TYPE = 'site-telemetry:warning';

export interface WorkerNotice {
  type: typeof WORKER_NOTICE_TYPE;
  /** Each is one console.warn on the page: a hand-over's warnings travel in one message. */
  texts: string[];
  /** IndexedDB refused to write: records are in memory until sent, and the page keeps a copy (keepHeldCopy.ts). */
  storageFailed?: true;
}

export function isWorkerNotice(data: unknown): data is WorkerNotice {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as WorkerNotice).type === WORKER_NOTICE_TYPE &&
    Array.isArray((data as WorkerNotice).texts)
  );
}

// Our own warning, not the spec's, shown once per worker: the page's console tells the site's owner that
// records cannot outlive the page on this device (a full disk, no IndexedDB), so a closing page leaves them
// to its beacons and the stash.
export const STORAGE_FAILED_WARNING =
  'Telemetry cannot be stored on this device; records are kept in memory until sent';

export function describeStorageFailure(error: unknown): string {
  const name: unknown = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? `${STORAGE_FAILED_WARNING} (${name})` : STORAGE_FAILED_WARNING;
}
