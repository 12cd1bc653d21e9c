import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { HOUR_MS } from './rollups/rollupSpans';

export interface PruneResult {
  records: number;
  /** Blobs of payloads (telemetry_payload_blobs), received with their records. */
  payloadBlobs: number;
  batches: number;
  rejections: number;
  /** Hour rows of the rollups (day and week rows are kept: the inspector's long ranges read them). */
  rollupHours: number;
  /** Page views first received before the cut (their delivery rollups stay). */
  pageViews: number;
}

const ROLLUP_TABLES = [
  'telemetry_rollup_kinds',
  'telemetry_rollup_pages',
  'telemetry_rollup_drops',
  'telemetry_rollup_errors',
  'telemetry_rollup_vitals',
  'telemetry_rollup_delivery',
  'telemetry_rollup_latency',
  'telemetry_rollup_latency_all',
] as const;

// Rows deleted per statement: a long delete would hold the SQLite writer (and PostgreSQL's row locks) for
// seconds while visitors' batches wait; small chunks let ingest run in between.
const ROWS_PER_DELETE = 5000;
const BLOBS_PER_DELETE = 100;

/**
 * Deletes the telemetry received before `before` (ms): records and their payload blobs, batches, rejections and
 * rollup hour rows.
 */
export async function pruneTelemetry(db: Kysely<Database>, before: number): Promise<PruneResult> {
  const result: PruneResult = { records: 0, payloadBlobs: 0, batches: 0, rejections: 0, rollupHours: 0, pageViews: 0 };
  for (;;) {
    const deleted = await db
      .deleteFrom('telemetry_records')
      .where('id', 'in', (qb) =>
        qb.selectFrom('telemetry_records').select('id').where('received_at', '<', before).limit(ROWS_PER_DELETE),
      )
      .executeTakeFirst();
    result.records += Number(deleted.numDeletedRows);
    if (Number(deleted.numDeletedRows) < ROWS_PER_DELETE) break;
  }
  // A blob is received with its records (the batch's time), so it goes at the same cut as the last of them.
  // Blobs are up to a few hundred KB: fewer a statement.
  for (;;) {
    const deleted = await db
      .deleteFrom('telemetry_payload_blobs')
      .where('batch_id', 'in', (qb) =>
        qb
          .selectFrom('telemetry_payload_blobs')
          .select('batch_id')
          .where('received_at', '<', before)
          .limit(BLOBS_PER_DELETE),
      )
      .executeTakeFirst();
    result.payloadBlobs += Number(deleted.numDeletedRows);
    if (Number(deleted.numDeletedRows) < BLOBS_PER_DELETE) break;
  }
  for (;;) {
    const deleted = await db
      .deleteFrom('telemetry_batches')
      .where('id', 'in', (qb) =>
        qb.selectFrom('telemetry_batches').select('id').where('received_at', '<', before).limit(ROWS_PER_DELETE),
      )
      .executeTakeFirst();
    result.batches += Number(deleted.numDeletedRows);
    if (Number(deleted.numDeletedRows) < ROWS_PER_DELETE) break;
  }
  const rejections = await db.deleteFrom('telemetry_rejections').where('received_at', '<', before).executeTakeFirst();
  result.rejections = Number(rejections.numDeletedRows);
  // An hour row wholly before the cut is past the retention too.
  for (const table of ROLLUP_TABLES) {
    const hours = await db
      .deleteFrom(table)
      .where('span', '=', HOUR_MS)
      .where('t', '<=', before - HOUR_MS)
      .executeTakeFirst();
    result.rollupHours += Number(hours.numDeletedRows);
  }
  // A record of such a page view arriving later starts a page view of its own (docs/telemetry.md).
  for (;;) {
    const deleted = await db
      .deleteFrom('telemetry_page_views')
      .where('page_id', 'in', (qb) =>
        qb.selectFrom('telemetry_page_views').select('page_id').where('t', '<', before).limit(ROWS_PER_DELETE),
      )
      .executeTakeFirst();
    result.pageViews += Number(deleted.numDeletedRows);
    if (Number(deleted.numDeletedRows) < ROWS_PER_DELETE) break;
  }
  return result;
}
