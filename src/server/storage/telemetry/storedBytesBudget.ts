import { readDropPageId, readRecordSeq } from '../../../shared/telemetry/delivery/readRecordSeq';
import type { SqlDialect } from '../dialect/dialectOf';

/**
 * Stored bytes a request may take per byte it came in on the wire: most of the 20 times the issue allows
 * (issue 49.1), leaving room for how far the estimates below are off. Past it, a request's payloads go into a
 * blob (planPayloadBlobs), and a gzip request whose rows alone pass it is refused (413, rowBudgetExceeded):
 * our client then sends it plain, which always carries every text it stores.
 */
export const MAX_STORED_PER_WIRE_BYTE = 16;

/**
 * What the rows of a request take beside the texts they hold, estimated per database, measured with the
 * bodies of tests/unit/server/telemetry/rowBudget.test.ts (which prints what each record and request took):
 * - `row`: a record's row beside its texts. PostgreSQL: the tuple's header and line pointer, its two times and
 *   batch id, alignment, the index entries' own headers. SQLite: its cells, about half that.
 * - `idCopies`: how many times a record's id counts: the row and the primary key's entry; PostgreSQL's key
 *   pages are about two thirds full (ids arrive in no order), so its entry counts twice.
 * - `pageView`: a page view's delivery row, its index entries and its rollup's share (trackDelivery).
 * - `request`: a request's batch row and its rollup rows' new versions (PostgreSQL writes a row anew on each
 *   update, and the space comes back only once vacuumed).
 */
export const ROW_COSTS: Record<SqlDialect, { row: number; idCopies: number; pageView: number; request: number }> = {
  postgres: { row: 150, idCopies: 3, pageView: 600, request: 800 },
  sqlite: { row: 90, idCopies: 2, pageView: 150, request: 150 },
};

/** The texts a record's row holds beside its payload. */
export interface RowTexts {
  id: string;
  kind: string;
  type?: string | null;
  sessionId: string;
  pagePath: string;
}

/** The page key a record's path is stored under (storeRecords' `rollupPage`); by default the path itself. */
type StoredPath = (pagePath: string) => string;
const asSent: StoredPath = (pagePath) => pagePath;

/** A record's row without its payload, estimated: its texts as stored, the id as many times as the database
 * keeps it, and the row's own bytes. */
export function estimateRowBytes(record: RowTexts, dialect: SqlDialect, storedPath: StoredPath = asSent): number {
  const costs = ROW_COSTS[dialect];
  return (
    costs.row +
    costs.idCopies * Buffer.byteLength(record.id) +
    Buffer.byteLength(record.kind) +
    (record.type ? Buffer.byteLength(record.type) : 0) +
    Buffer.byteLength(record.sessionId) +
    Buffer.byteLength(storedPath(record.pagePath))
  );
}

/**
 * What a request's records take stored whatever becomes of their payloads, estimated: its own rows, a row per
 * record and a delivery row per page view its records name.
 */
export function estimateRequestRows(
  records: readonly RowTexts[],
  dialect: SqlDialect,
  storedPath: StoredPath = asSent,
): number {
  const pageViews = new Set<string>();
  let bytes = ROW_COSTS[dialect].request;
  for (const record of records) {
    bytes += estimateRowBytes(record, dialect, storedPath);
    const pageId = readRecordSeq(record.id)?.pageId ?? readDropPageId(record.id);
    if (pageId) pageViews.add(pageId);
  }
  return bytes + pageViews.size * ROW_COSTS[dialect].pageView;
}

/**
 * Whether a request's rows would take more than MAX_STORED_PER_WIRE_BYTE times its bytes on the wire: a gzip
 * body of many records that differ in little (a crafted one, or a thousand of one event from one task) packs
 * each into a few bytes, and every one still takes a row, and every page view it names another.
 */
export function rowBudgetExceeded(
  records: readonly RowTexts[],
  wireBytes: number,
  dialect: SqlDialect,
  storedPath: StoredPath = asSent,
): boolean {
  return estimateRequestRows(records, dialect, storedPath) > MAX_STORED_PER_WIRE_BYTE * wireBytes;
}
