import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from '../messages/formMessages';
import type { SubmitOutcome } from './SubmitOutcome';

// The statuses whose §8 message is final; the server said no and asking again will not change it.
const FINAL_STATUSES = new Set([401, 404, 429]);

function readData(body: unknown): Record<string, unknown> {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function readErrors(data: Record<string, unknown>): Record<string, string> | null {
  const errors = data.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

// Spec visitor-runtime §8: the message for each case. `status` is null when no answer arrived at all.
export function classifyKeyReply(status: number | null, body: unknown): SubmitOutcome | { kind: 'key'; key: string } {
  if (status === null) return { kind: 'retry', status, message: null };
  if (status >= 500) return { kind: 'retry', status, message: FORM_MESSAGES.noSubmissionKey };
  const key = readData(body).key;
  if (status >= 200 && status < 300 && typeof key === 'string' && key !== '') return { kind: 'key', key };
  if (FINAL_STATUSES.has(status)) return { kind: 'rejected', status, message: FORM_STATUS_MESSAGES[status]! };
  return { kind: 'rejected', status, message: FORM_MESSAGES.noSubmissionKey };
}

export function classifySaveReply(status: number | null, body: unknown): SubmitOutcome {
  if (status === null) return { kind: 'retry', status, message: null };
  if (status >= 200 && status < 300) return { kind: 'success' };
  // Spec §8: every 5xx reads as the 500 message; the submission is kept and sent again.
  if (status >= 500) return { kind: 'retry', status, message: FORM_STATUS_MESSAGES[500]! };
  if (FINAL_STATUSES.has(status)) return { kind: 'rejected', status, message: FORM_STATUS_MESSAGES[status]! };
  const data = readData(body);
  const error = typeof data.error === 'string' && data.error !== '' ? data.error : null;
  if (status === 400) {
    const errors = readErrors(data);
    if (errors) return { kind: 'fieldErrors', errors, message: FORM_MESSAGES.formInvalid };
    return { kind: 'rejected', status, message: error ?? FORM_MESSAGES.submitFailed };
  }
  return { kind: 'rejected', status, message: error ?? FORM_MESSAGES.unknownError };
}
