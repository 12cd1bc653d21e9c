// What the worker posts to its page outside Comlink: warnings only the page's console may carry.
export const WORKER_NOTICE_TYPE = 'site-telemetry:warning';

export interface WorkerNotice {
  type: typeof WORKER_NOTICE_TYPE;
  /** Each is one console.warn on the page: a hand-over's warnings travel in one message. */
  texts: string[];
  /** IndexedDB refused to write: records are in memory until sent, and the page keeps a copy (HeldCopy.ts). */
  storageFailed?: true;
}

export function isWorkerNotice(data: unknown): data is WorkerNotice {
  const notice = data as WorkerNotice | null;
  return typeof data === 'object' && notice?.type === WORKER_NOTICE_TYPE && Array.isArray(notice.texts);
}

// Ours, once per worker: records cannot outlive the page on this device (a full disk, no IndexedDB).
export const STORAGE_FAILED_WARNING =
  'Telemetry cannot be stored on this device; records are kept in memory until sent';

export function describeStorageFailure(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? `${STORAGE_FAILED_WARNING} (${name})` : STORAGE_FAILED_WARNING;
}
