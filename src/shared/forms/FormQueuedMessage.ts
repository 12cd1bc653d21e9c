import { FORM_QUEUED_MESSAGE } from './formPolicy';

// The page → service worker message announcing a kept submission, by its idempotency id.
export interface FormQueuedMessage {
  type: typeof FORM_QUEUED_MESSAGE;
  id: string;
}

export function isFormQueuedMessage(data: unknown): data is FormQueuedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === FORM_QUEUED_MESSAGE &&
    typeof (data as { id?: unknown }).id === 'string'
  );
}
