import { int, num, obj, oneOf, optional, str, type ShapeOf } from '../validation/shape';
import { OFFLINE_RETENTION_MS, SENDING_ABANDONED_AFTER_MS } from './formPolicy';
import type { UnsentSubmission } from './runSubmission';

// A submission kept in IndexedDB until sent, by idempotency id: sending during its first try, pending while
// retried, rejected once a final answer came. Checked on reading (a trust boundary) without zod, off the page.
const PendingSubmissionShape = obj({
  id: str,
  formId: str,
  formTitle: str,
  createdAt: num,
  attempts: int,
  state: oneOf('sending', 'pending', 'rejected'),
  message: optional(str),
  // Checked for the fields the replay relies on, then kept whole (obj() keeps only the fields it names).
  payload: (value: unknown, path: string): UnsentSubmission => {
    obj({ formId: str, form: str, idempotencyId: str })(value, path);
    return value as UnsentSubmission;
  },
});
export type PendingSubmission = ShapeOf<typeof PendingSubmissionShape>;

export function readPendingSubmission(value: unknown): PendingSubmission | null {
  try {
    return PendingSubmissionShape(value, '$');
  } catch {
    return null;
  }
}

// A 'sending' entry's first try still runs: its lock is held (`held`), or, without Web Locks, it is recent.
export function isFirstTryRunning(
  entry: Pick<PendingSubmission, 'id' | 'state' | 'createdAt'>,
  held: ReadonlySet<string> | null,
  now: number,
): boolean {
  if (entry.state !== 'sending') return false;
  return held ? held.has(entry.id) : now - entry.createdAt < SENDING_ABANDONED_AFTER_MS;
}

export function isPendingExpired(entry: Pick<PendingSubmission, 'createdAt'>, now: number): boolean {
  return now - entry.createdAt > OFFLINE_RETENTION_MS;
}
