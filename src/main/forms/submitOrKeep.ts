import { FORM_MESSAGES } from '../../shared/messages/formMessages';
import { FORM_QUEUED_MESSAGE } from '../../shared/forms/formPolicy';
import type { FormQueuedMessage } from '../../shared/forms/FormQueuedMessage';
import { openPendingStore } from '../../shared/browser/openPendingStore';
import type { PendingStore } from '../../shared/forms/PendingStore';
import type { PendingSubmission } from '../../shared/forms/PendingSubmission';
import { runSubmission, type UnsentSubmission } from '../../shared/forms/runSubmission';
import type { SubmitOutcome } from '../../shared/forms/SubmitOutcome';
import { postFormJson } from './postFormJson';
import { setPendingFlag } from './pendingFlag';
import { readCensusFields } from './readCensusFields';
import { whileSending } from './sendingLocks';

// The first try of a submission, kept in IndexedDB before it is sent (state 'sending', under its Web Lock), so
// a tab closed before the answer leaves it for the next page's replay. Sent or refused, it is forgotten; with
// no answer or a 5xx it stays kept, pending, and the service worker is told, so it is sent later.
export async function submitOrKeep(unsent: UnsentSubmission, meta: { formTitle: string }): Promise<SubmitOutcome> {
  const submission: UnsentSubmission = { ...unsent, census: { ...readCensusFields(), ...unsent.census } };
  const store = openPendingStore();
  const entry: PendingSubmission = {
    id: submission.idempotencyId,
    formId: submission.formId,
    formTitle: meta.formTitle,
    createdAt: Date.now(),
    attempts: 0,
    state: 'sending',
    payload: submission,
  };
  return whileSending(entry.id, async () => {
    const written = await store.put(entry).then(
      () => true,
      () => false,
    );
    if (written) setPendingFlag(true);
    const outcome = await runSubmission(postFormJson, submission);
    if (outcome.kind !== 'retry') {
      if (written) await forget(store, entry.id);
      return outcome;
    }
    try {
      await store.put({ ...entry, attempts: 1, state: 'pending' });
    } catch (error) {
      // Nowhere to keep it: the visitor must try again themselves.
      console.error('Could not keep the form submission for later', error);
      return { kind: 'rejected', status: outcome.status, message: outcome.message ?? FORM_MESSAGES.sendFailed };
    }
    setPendingFlag(true);
    await tellServiceWorker({ type: FORM_QUEUED_MESSAGE, id: submission.idempotencyId });
    return outcome;
  });
}

// The try ended: the entry goes, and the flag stays only while something else is kept.
async function forget(store: PendingStore, id: string): Promise<void> {
  try {
    await store.remove(id);
    setPendingFlag((await store.list()).length > 0);
  } catch {
    // Left behind, the entry is replayed on a later load and stored once by its idempotency id.
  }
}

async function tellServiceWorker(message: FormQueuedMessage): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    (registration?.active ?? navigator.serviceWorker?.controller)?.postMessage(message);
  } catch (error) {
    console.warn('The service worker was not told about a kept form submission; the page will replay it', error);
  }
}
