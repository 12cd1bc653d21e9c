/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { API_PATHS } from '../../shared/constants/apiPaths';
import { createPostJson } from '../../shared/browser/createPostJson';
import { FORM_REPLAY_QUEUE, OFFLINE_RETENTION_MS, REPLAY_LOCK } from '../../shared/forms/formPolicy';
import { isFormQueuedMessage } from '../../shared/forms/FormQueuedMessage';
import { openPendingStore } from '../../shared/browser/openPendingStore';
import { readPendingSubmission } from '../../shared/forms/PendingSubmission';
import { replayPendingSubmission } from '../../shared/forms/replayPendingSubmission';

// The service worker's replay of kept form submissions (workbox-background-sync): an announced submission
// joins the queue, and on `sync` each entry runs the whole flow again from the shared IndexedDB store; those
// the page already sent are gone from it. Without Background Sync, workbox replays when the worker starts.
export function registerFormReplay(self: ServiceWorkerGlobalScope): void {
  const store = openPendingStore();
  const post = createPostJson((url, init) => self.fetch(url, init));
  const queue = new Queue(FORM_REPLAY_QUEUE, {
    maxRetentionTime: OFFLINE_RETENTION_MS / 60_000,
    onSync: async ({ queue: current }) => {
      const replayAll = async () => {
        for (let entry = await current.shiftRequest(); entry; entry = await current.shiftRequest()) {
          const kept = readPendingSubmission(await store.get(readMetadataId(entry.metadata)));
          if (!kept) continue;
          if ((await replayPendingSubmission(store, kept, post, Date.now())) === 'retry') {
            await current.unshiftRequest(entry);
            // Failing the sync event makes the browser schedule another one.
            throw new Error('Form submission replay failed; retrying on the next sync');
          }
        }
      };
      await (self.navigator.locks ? self.navigator.locks.request(REPLAY_LOCK, replayAll) : replayAll());
    },
  });

  self.addEventListener('message', (event) => {
    if (!isFormQueuedMessage(event.data)) return;
    const request = new Request(new URL(API_PATHS.SAVE_FORM_SUBMISSION, self.location.origin), { method: 'POST' });
    event.waitUntil(
      queue
        .pushRequest({ request, metadata: { id: event.data.id } })
        .catch((error: unknown) => console.warn('Could not queue a form replay', error)),
    );
  });
}

// The id a queued request was stored with ('' when its metadata is not ours).
function readMetadataId(metadata: unknown): string {
  const id = (metadata as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : '';
}
