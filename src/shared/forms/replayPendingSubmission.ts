import { isFirstTryRunning, isPendingExpired, type PendingSubmission } from './PendingSubmission';
import type { PendingStore } from './PendingStore';
import { runSubmission, type PostJson } from './runSubmission';

export type ReplayResult = 'sent' | 'rejected' | 'retry' | 'expired' | 'skipped';

// Replays one kept submission with the whole flow and records the result; a final answer is kept to show on
// the next visit. A 'sending' entry whose first try still runs is its page's to finish.
export async function replayPendingSubmission(
  store: PendingStore,
  entry: PendingSubmission,
  post: PostJson,
  now: number,
  held: ReadonlySet<string> | null = null,
): Promise<ReplayResult> {
  if (entry.state === 'rejected' || isFirstTryRunning(entry, held, now)) return 'skipped';
  if (isPendingExpired(entry, now)) {
    await store.remove(entry.id);
    return 'expired';
  }
  const outcome = await runSubmission(post, entry.payload);
  switch (outcome.kind) {
    case 'success':
      await store.remove(entry.id);
      return 'sent';
    case 'retry':
      await store.put({ ...entry, attempts: entry.attempts + 1, state: 'pending' });
      return 'retry';
    case 'fieldErrors':
    case 'rejected':
      await store.put({ ...entry, attempts: entry.attempts + 1, state: 'rejected', message: outcome.message });
      return 'rejected';
  }
}
