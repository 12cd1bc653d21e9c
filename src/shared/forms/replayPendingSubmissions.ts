import { readPendingSubmission } from './PendingSubmission';
import type { PendingStore } from './PendingStore';
import { replayPendingSubmission, type ReplayResult } from './replayPendingSubmission';
import type { PostJson } from './runSubmission';

// Replays the kept submissions oldest first; unreadable entries are dropped (they could never be sent).
export async function replayPendingSubmissions(
  store: PendingStore,
  post: PostJson,
  now: () => number,
  held: ReadonlySet<string> | null = null,
): Promise<ReplayResult[]> {
  const results: ReplayResult[] = [];
  const entries = [];
  for (const raw of await store.list()) {
    const entry = readPendingSubmission(raw);
    if (entry) entries.push(entry);
    else if (typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string')
      await store.remove((raw as { id: string }).id);
  }
  entries.sort((a, b) => a.createdAt - b.createdAt);
  for (const entry of entries) results.push(await replayPendingSubmission(store, entry, post, now(), held));
  return results;
}
