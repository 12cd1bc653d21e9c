import {
  boundText,
  OTHER_REJECTIONS,
  TELEMETRY_STORAGE_LIMITS as LIMITS,
} from '../../../shared/telemetry/storageLimits';
import { textWithoutNul } from '../dialect/withoutNul';

export interface RejectedRecord {
  id: string;
  kind?: string;
  reason: string;
}

export interface RejectionCount {
  kind: string;
  reason: string;
  count: number;
}

// A batch's rejected records as counts per (kind, reason), each text bounded (a kind of 100,000 characters
// is stored as 64), at most MAX_REJECTION_GROUPS_PER_BATCH of them: the rest are counted together under
// OTHER_REJECTIONS. A record without a string kind counts under the kind ''. Sorted, so concurrent batches
// take the rollups' row locks in the same order.
export function groupRejections(rejected: readonly RejectedRecord[]): RejectionCount[] {
  const groups = new Map<string, RejectionCount>();
  let other = 0;
  for (const record of rejected) {
    const kind = textWithoutNul(boundText(record.kind ?? '', LIMITS.MAX_STORED_KIND_LENGTH));
    const reason = textWithoutNul(boundText(record.reason, LIMITS.MAX_REJECTION_REASON_LENGTH));
    const key = JSON.stringify([kind, reason]);
    const group = groups.get(key);
    if (group) group.count += 1;
    else if (groups.size < LIMITS.MAX_REJECTION_GROUPS_PER_BATCH) groups.set(key, { kind, reason, count: 1 });
    else other += 1;
  }
  const counts = [...groups.values()];
  if (other > 0) counts.push({ kind: OTHER_REJECTIONS, reason: OTHER_REJECTIONS, count: other });
  return counts.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1));
}
