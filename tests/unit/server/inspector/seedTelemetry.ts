import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { storeRecords } from '../../../../src/server/storage/telemetry/storeRecords';
import type { RejectedRecord } from '../../../../src/server/storage/telemetry/groupRejections';
import { TELEMETRY_PATHS } from '../../../../src/shared/telemetry/telemetryPaths';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** An hour's start: the inspector answers whole hours. */
export const T = Date.UTC(2023, 10, 14, 10);

export interface SeedRecord {
  id: string;
  kind: string;
  page?: string;
  at: number;
  payload?: Record<string, unknown>;
}

// Known records stored the way the telemetry area stores them (storeRecords: raw rows and rollups), one
// batch per distinct receive time.
export async function seedRecords(
  db: Kysely<Database>,
  records: SeedRecord[],
  options: { rejected?: RejectedRecord[]; bytes?: number } = {},
): Promise<void> {
  const times = [...new Set(records.map((r) => r.at))];
  for (const at of times)
    await storeRecords(
      db,
      records
        .filter((r) => r.at === at)
        .map((r, seq) => ({
          id: r.id,
          kind: r.kind,
          sessionId: 's1',
          seq,
          time: r.at - 5,
          pagePath: r.page ?? '/',
          payload: r.payload ?? {},
        })),
      { endpoint: TELEMETRY_PATHS.BATCH, now: at, ...options },
    );
}
