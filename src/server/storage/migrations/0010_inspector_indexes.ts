import { sql, type Kysely } from 'kysely';
import { WEB_VITAL_NAMES } from '../../../shared/api/config/WebVital';
import { dialectOf } from '../dialect/dialectOf';
import { VITAL_PAYLOAD_PATHS } from '../inspector/vitalPayloadPaths';

// The telemetry inspector's queries (docs/config-area.md). The telemetry migration already indexes
// (kind, received_at). Added here: records by page over time, a covering index of time, kind and page,
// batches and rejections over time, and a partial index of the performance records: on SQLite covering
// their web-vitals, so the vitals panel reads the values from the index instead of parsing each record's
// JSON (the bench showed JSON parsing as the main cost). PostgreSQL cannot answer from an expression index
// alone, so there it only narrows the scan to the performance records of the range.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inspector_records_page_received_at')
    .ifNotExists()
    .on('telemetry_records')
    .columns(['page_path', 'received_at'])
    .execute();
  // Covers the per-kind series, the counts by kind and the page list: a time range read from the index alone.
  await db.schema
    .createIndex('inspector_records_received_kind_page')
    .ifNotExists()
    .on('telemetry_records')
    .columns(['received_at', 'kind', 'page_path'])
    .execute();
  await db.schema
    .createIndex('inspector_batches_received_at')
    .ifNotExists()
    .on('telemetry_batches')
    .column('received_at')
    .execute();
  await db.schema
    .createIndex('inspector_rejections_received_at')
    .ifNotExists()
    .on('telemetry_rejections')
    .columns(['received_at', 'kind'])
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`CREATE INDEX IF NOT EXISTS inspector_performance_vitals ON telemetry_records (received_at, page_path) WHERE kind = 'performance'`.execute(
      db,
    );
    return;
  }
  // kind is a column too although the index holds only performance records: SQLite treats an index as
  // covering only when it holds every column the query names.
  // (Migration 0036 drops this index: the rollups answer the vitals panel.)
  const vitals = sql.join(
    WEB_VITAL_NAMES.map((name) => sql`json_extract(payload, ${sql.lit(`$.${VITAL_PAYLOAD_PATHS[name]}`)})`),
  );
  await sql`CREATE INDEX IF NOT EXISTS inspector_performance_vitals ON telemetry_records (received_at, kind, page_path, ${vitals}) WHERE kind = 'performance'`.execute(
    db,
  );
}
