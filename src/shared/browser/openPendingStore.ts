import { createStore, del, get, set, values } from 'idb-keyval';
import { PENDING_SUBMISSIONS_DB, PENDING_SUBMISSIONS_STORE } from '../forms/formPolicy';
import type { PendingStore } from '../forms/PendingStore';

// The one IndexedDB store of kept submissions, opened the same way by the page and the service worker.
export function openPendingStore(): PendingStore {
  const store = createStore(PENDING_SUBMISSIONS_DB, PENDING_SUBMISSIONS_STORE);
  return {
    list: () => values(store),
    get: (id) => get(id, store),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
  };
}
