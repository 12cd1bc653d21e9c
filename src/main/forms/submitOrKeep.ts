import { FORM_MESSAGES } from '../../shared/messages/formMessages';
import { FORM_QUEUED_MESSAGE } from '../../shared/forms/formPolicy';
import type { FormQueuedMessage } from '../../shared/forms/FormQueuedMessage';
import { openPendingStore } from '../../shared/forms/openPendingStore';
import { runSubmission, type UnsentSubmission } from '../../shared/forms/runSubmission';
import type { SubmitOutcome } from '../../shared/forms/SubmitOutcome';
import { postFormJson } from './postFormJson';
import { setPendingFlag } from './pendingFlag';
import { readCensusFields } from './readCensusFields';

// The first try of a submission. When no answer comes (offline, network error, timeout) or the server fails
// (5xx), the submission is kept in IndexedDB under its idempotency id and the service worker is told, so it
// is sent later (issue 4); the caller then shows that it is saved and will be sent.
export async function submitOrKeep(unsent: UnsentSubmission, meta: { formTitle: string }): Promise<SubmitOutcome> {
  const submission: UnsentSubmission = { ...unsent, census: { ...readCensusFields(), ...unsent.census } };
  const outcome = await runSubmission(postFormJson, submission);
  if (outcome.kind !== 'retry') return outcome;
  try {
    await openPendingStore().put({
      id: submission.idempotencyId,
      formId: submission.formId,
      formTitle: meta.formTitle,
      createdAt: Date.now(),
      attempts: 1,
      state: 'pending',
      payload: submission,
    });
  } catch (error) {
    // Nowhere to keep it: the visitor must try again themselves.
    console.error('Could not keep the form submission for later', error);
    return { kind: 'rejected', status: outcome.status, message: outcome.message ?? FORM_MESSAGES.sendFailed };
  }
  setPendingFlag(true);
  await tellServiceWorker({ type: FORM_QUEUED_MESSAGE, id: submission.idempotencyId });
  return outcome;
}

async function tellServiceWorker(message: FormQueuedMessage): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    (registration?.active ?? navigator.serviceWorker?.controller)?.postMessage(message);
  } catch (error) {
    console.warn('The service worker was not told about a kept form submission; the page will replay it', error);
  }
}
