import type { Kysely } from 'kysely';
import { OTHER_ERRORS, TELEMETRY_STORAGE_LIMITS } from '../../../../shared/telemetry/storageLimits';
import type { Database } from '../../Database';
import { errorFingerprint } from './computeRollups';
import { HOUR_MS, sliceStart } from './rollupSpans';

/** A record as the error groups see it: its payload's message, when a string. */
interface ErrorRecord {
  kind: string;
  payload: Record<string, unknown>;
}

const IN_LIST = 500;

/**
 * The error group each fingerprint of `records` counts under: its own when the group exists or is among the
 * first MAX_NEW_ERROR_GROUPS_PER_HOUR new groups of its hour (counted from the groups' first_seen), else
 * OTHER_ERRORS. Runs in the writing transaction, before the rollups are computed; two processes writing at
 * once may each admit the hour's remainder, so the bound holds per process.
 */
export async function admitErrorGroups(
  trx: Kysely<Database>,
  records: readonly ErrorRecord[],
  receivedAt: (index: number) => number,
): Promise<(fingerprint: string) => string> {
  const firstAt = new Map<string, number>();
  records.forEach((record, i) => {
    if (record.kind !== 'error' || typeof record.payload.message !== 'string') return;
    const fingerprint = errorFingerprint(record.payload.message);
    if (!firstAt.has(fingerprint)) firstAt.set(fingerprint, receivedAt(i));
  });
  if (firstAt.size === 0) return (fingerprint) => fingerprint;
  const known = new Set<string>();
  const all = [...firstAt.keys()];
  for (let start = 0; start < all.length; start += IN_LIST) {
    const rows = await trx
      .selectFrom('telemetry_error_groups')
      .select('fingerprint')
      .where('fingerprint', 'in', all.slice(start, start + IN_LIST))
      .execute();
    for (const row of rows) known.add(row.fingerprint);
  }
  const room = new Map<number, number>();
  const refused = new Set<string>();
  for (const [fingerprint, at] of firstAt) {
    if (known.has(fingerprint)) continue;
    const hour = sliceStart(at, HOUR_MS);
    let left = room.get(hour);
    if (left === undefined) {
      const created = await trx
        .selectFrom('telemetry_error_groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('first_seen', '>=', hour)
        .where('first_seen', '<', hour + HOUR_MS)
        .where('fingerprint', '!=', OTHER_ERRORS.fingerprint)
        .executeTakeFirstOrThrow();
      left = TELEMETRY_STORAGE_LIMITS.MAX_NEW_ERROR_GROUPS_PER_HOUR - Number(created.n);
    }
    if (left > 0) room.set(hour, left - 1);
    else {
      room.set(hour, 0);
      refused.add(fingerprint);
    }
  }
  return (fingerprint) => (refused.has(fingerprint) ? OTHER_ERRORS.fingerprint : fingerprint);
}
