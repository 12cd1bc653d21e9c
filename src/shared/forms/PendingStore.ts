import type { PendingSubmission } from './PendingSubmission';

// The IndexedDB store of pending submissions as the replay sees it; the page (src/main/forms) and the
// service worker (src/sw/forms) each open the same database with a thin wrapper.
export interface PendingStore {
  list(): Promise<unknown[]>;
  get(id: string): Promise<unknown>;
  put(entry: PendingSubmission): Promise<void>;
  remove(id: string): Promise<void>;
}
