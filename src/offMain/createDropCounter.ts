import type { DropReason } from '../shared/telemetry/dropReasons';
import type { DropPayload } from '../shared/telemetry/records/drop';

export interface DropCounter {
  count(reason: DropReason, n: number, kind?: string, status?: number): void;
  /** The counts so far as `drop` payloads, one per reason, kind and status; the counter starts again. */
  take(): DropPayload[];
  readonly totals: Record<string, number>;
}

// Every drop is counted by reason and reported as a record of its own.
export function createDropCounter(): DropCounter {
  let pending = new Map<string, DropPayload>();
  const totals: Record<string, number> = {};
  return {
    count(reason, n, kind, status) {
      if (n <= 0) return;
      totals[reason] = (totals[reason] ?? 0) + n;
      const key = `${reason}|${kind ?? ''}|${status ?? ''}`;
      const entry = pending.get(key);
      if (entry) entry.count += n;
      else pending.set(key, { reason, count: n, ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
    },
    take() {
      const payloads = [...pending.values()];
      pending = new Map();
      return payloads;
    },
    totals,
  };
}
