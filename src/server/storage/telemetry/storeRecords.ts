import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import type { Database } from '../Database';
import { dialectOf } from '../dialect/dialectOf';
import { groupRejections, type RejectedRecord, type RejectionCount } from './groupRejections';
import { insertRecordsPostgres } from './insertRecordsPostgres';
import { admitErrorGroups } from './rollups/admitErrorGroups';
import { computeRollups } from './rollups/computeRollups';
import { batchRollupRows, batchRollupWrites, rollupWrites, runWrites, type WriteQuery } from './rollups/writeRollups';
import { writeRollupsPostgres, type BatchRows } from './rollups/writeRollupsPostgres';
import type { DeliveryPath } from '../../../shared/telemetry/delivery/deliveryPaths';
import { trackDelivery, type DeliveryRecord } from './delivery/trackDelivery';
import { storedPayloadText } from './payloads/storedPayloadText';
import { planPayloadBlobs } from './payloads/planPayloadBlobs';
import { estimateRowBytes } from './storedBytesBudget';
import { packPayloadBlob } from './payloads/payloadBlob';

interface StoreRecordsOptions {
  /** The path the records came in on (the batch endpoint or one of the spec's endpoints). */
  endpoint: string;
  /** Records that failed validation: counted per (kind, reason) on the batch and in the rollups. */
  rejected?: RejectedRecord[];
  /** Size of the request body on the wire, for the inspector. */
  bytes?: number;
  now?: number;
  /**
   * The page key a record is stored and rolled up under: the app gives the site's (rollupPageKeyOf), one of
   * a bounded set, so a client's own path per record stores neither a rollup row nor 2 KB of path each.
   * Without it (tools, tests of the store alone) the path itself (rollups cut it to MAX_ROLLUP_PAGE_LENGTH).
   */
  rollupPage?: (pagePath: string) => string;
  /** The path the request came by (its `via` query), stored on its batch row; the records' travel path. */
  via?: DeliveryPath;
  /** The sender's clock when it sent (its `sent` query): the page view's clock offset (trackDelivery). */
  sent?: number;
  /** The sender's browser family (browserFamilyOf), the delivery rollups' key. */
  browser?: string;
}

export interface StoreRecordsResult {
  batchId: string;
  stored: number;
  duplicates: number;
}

/** One request's worth of records, as written to telemetry_batches. */
export interface StoreRecordsBatch {
  id: string;
  receivedAt: number;
}

/**
 * A valid record, with its payload's JSON text when validation made it (validateRecord's `payloadJson`):
 * stored as it is, so a record's payload is serialised once on its way in.
 */
export type StorableRecord = TelemetryEnvelope & { payloadJson?: string };

// SQLite allows 32766 bound values per statement; 10 columns × 500 rows stays far below it.
const ROWS_PER_INSERT = 500;
/** Requests whose records together pass this many are written by the next group, not this one. */
const MAX_GROUP_RECORDS = 5000;

interface Pending {
  records: StorableRecord[];
  options: StoreRecordsOptions;
  batch: StoreRecordsBatch;
  rejections: RejectionCount[];
  resolve: (result: StoreRecordsResult) => void;
  reject: (error: unknown) => void;
}

// Exactly-once storage of valid records: the id is the primary key and a resend is ignored. The batch's row,
// its rejection counts and the rollups of what was newly stored commit with the records, then the promise
// settles. Requests arriving while earlier ones are written wait and commit as one group (`GroupWriter`),
// which takes the current hour's rollup row locks once for many requests (docs/scaling.md).
export function storeRecords(
  db: Kysely<Database>,
  records: StorableRecord[],
  options: StoreRecordsOptions,
): Promise<StoreRecordsResult> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new GroupWriter(db)));
  // 96 random bits in 16 characters: every record carries its batch's id, so it is kept short.
  const batch = { id: randomBytes(12).toString('base64url'), receivedAt: options.now ?? Date.now() };
  const rejections = groupRejections(options.rejected ?? []);
  const pageKey = options.rollupPage;
  if (pageKey) for (const record of records) record.pagePath = pageKey(record.pagePath);
  return new Promise((resolve, reject) => writer.add({ records, options, batch, rejections, resolve, reject }));
}

const writers = new WeakMap<Kysely<Database>, GroupWriter>();

// Takes what is queued when a group can start, up to MAX_GROUP_RECORDS records (at least one request). If a
// group's transaction fails, each of its requests is written alone, so one request's fault fails only it.
class GroupWriter {
  private readonly queue: Pending[] = [];
  // One group at a time: a second group in flight (one inserting while the other updated rollups and
  // committed) made groups half as large, and every group pays its rollup rows and commit: PostgreSQL used
  // about a quarter more CPU per record (bench/ingest.mjs).
  private writing = false;

  constructor(private readonly db: Kysely<Database>) {}

  add(pending: Pending): void {
    this.queue.push(pending);
    this.pump();
  }

  private pump(): void {
    if (this.writing || this.queue.length === 0) return;
    let records = this.queue[0]!.records.length;
    let take = 1;
    while (take < this.queue.length && records + this.queue[take]!.records.length <= MAX_GROUP_RECORDS)
      records += this.queue[take++]!.records.length;
    const group = this.queue.splice(0, take);
    this.writing = true;
    void this.write(group).finally(() => {
      this.writing = false;
      this.pump();
    });
  }

  private async write(group: Pending[]): Promise<void> {
    try {
      const results = await writeGroup(this.db, group);
      group.forEach((pending, i) => pending.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const pending of group) {
        try {
          pending.resolve((await writeGroup(this.db, [pending]))[0]!);
        } catch (alone) {
          pending.reject(alone);
        }
      }
    }
  }
}

// One transaction: the group's records in one insert (ids unique across the group: a repeat inside a request
// or of an earlier request of the group counts as a duplicate of the request repeating it), then one batch
// row per request, the rejection counts and every rollup, summed over the group. The records are listed once,
// with the request each came in (`from`), not copied into rows.
async function writeGroup(db: Kysely<Database>, group: Pending[]): Promise<StoreRecordsResult[]> {
  const seen = new Set<string>();
  const records: StorableRecord[] = [];
  const from: number[] = [];
  // A repeat inside the group is a duplicate for its page view's delivery too.
  const repeats: DeliveryRecord[] = [];
  group.forEach((pending, request) => {
    for (const record of pending.records)
      if (!seen.has(record.id)) {
        seen.add(record.id);
        records.push(record);
        from.push(request);
      } else repeats.push({ ...record, fresh: false, request });
  });
  const batches = from.map((request) => group[request]!.batch);
  const postgres = dialectOf(db) === 'postgres';
  const texts = records.map((record) => storedPayloadText(record, postgres));
  const { blobbed, indexes } = planPayloadBlobs(
    texts.map((text, i) => ({
      request: from[i]!,
      bytes: Buffer.byteLength(text),
      row: estimateRowBytes(records[i]!, postgres ? 'postgres' : 'sqlite'),
    })),
    group.map(({ options }) => options.bytes ?? 0),
  );
  // Blobs are packed before the transaction, as if every record were new, so the writer is not held while
  // they compress; a request with resends is packed again once the insert says which were stored.
  const blobTexts = (isStored: (i: number) => boolean) =>
    blobbed.map((blob, request) => {
      if (!blob) return null;
      const list: string[] = [];
      let any = false;
      records.forEach((_, i) => {
        if (from[i] !== request) return;
        any ||= isStored(i);
        list[indexes[i]!] = isStored(i) ? texts[i]! : '';
      });
      return any ? list : null;
    });
  const packed = await packBlobs(blobTexts(() => true));
  const rowTexts = blobbed.some(Boolean) ? texts.map((text, i) => (indexes[i] === null ? text : '')) : texts;
  return db.transaction().execute(async (trx) => {
    const stored = postgres
      ? await insertRecordsPostgres(trx, records, batches, rowTexts, indexes)
      : await insertRecordsSqlite(trx, records, batches, rowTexts, indexes);
    if (packed.some(Boolean)) {
      const blobs = stored ? await packBlobs(blobTexts((i) => stored[i]!)) : packed;
      const rows = group.flatMap(({ batch }, request) =>
        blobs[request] ? [{ batch_id: batch.id, received_at: batch.receivedAt, payloads: blobs[request] }] : [],
      );
      if (rows.length > 0) await trx.insertInto('telemetry_payload_blobs').values(rows).execute();
    }
    const fresh = stored ? records.filter((_, i) => stored[i]) : records;
    const freshAt = (stored ? batches.filter((_, i) => stored[i]) : batches).map((batch) => batch.receivedAt);
    const storedPer = new Array<number>(group.length).fill(0);
    from.forEach((request, i) => {
      if (!stored || stored[i]) storedPer[request]! += 1;
    });
    const counts = group.map(({ records: sent, rejections, options, batch }, i) => {
      const rejected = rejections.reduce((sum, r) => sum + r.count, 0);
      return {
        receivedAt: batch.receivedAt,
        records: sent.length + rejected,
        stored: storedPer[i]!,
        duplicates: sent.length - storedPer[i]!,
        rejected,
        rejections,
        bytes: options.bytes ?? 0,
      };
    });
    const groupOf = await admitErrorGroups(trx, fresh, (i) => freshAt[i]!);
    const rollups = computeRollups(fresh, (i) => freshAt[i]!, groupOf);
    const rows: BatchRows = {
      batches: group.map(({ batch, options }, i) => ({
        id: batch.id,
        received_at: batch.receivedAt,
        endpoint: options.endpoint,
        record_count: counts[i]!.records,
        stored_count: counts[i]!.stored,
        duplicate_count: counts[i]!.duplicates,
        rejected_count: counts[i]!.rejected,
        bytes: counts[i]!.bytes,
        via: options.via ?? null,
      })),
      rejections: group.flatMap(({ batch, rejections }) =>
        rejections.map((r) => ({ batch_id: batch.id, ...r, received_at: batch.receivedAt })),
      ),
    };
    if (postgres) await writeRollupsPostgres(trx, rollups, rows, batchRollupRows(counts));
    else {
      const writes: WriteQuery[] = [
        ...rollupWrites(trx, rollups),
        trx.insertInto('telemetry_batches').values(rows.batches),
      ];
      for (let start = 0; start < rows.rejections.length; start += ROWS_PER_INSERT)
        writes.push(
          trx.insertInto('telemetry_rejections').values(rows.rejections.slice(start, start + ROWS_PER_INSERT)),
        );
      writes.push(...batchRollupWrites(trx, counts));
      await runWrites(trx, writes);
    }
    await trackDelivery(
      trx,
      [...records.map((record, i) => ({ ...record, fresh: !stored || stored[i]!, request: from[i]! })), ...repeats],
      group.map(({ batch, options }) => ({
        receivedAt: batch.receivedAt,
        via: options.via ?? null,
        sent: options.sent ?? null,
        browser: options.browser ?? 'Other',
      })),
    );
    return group.map(({ batch }, i) => ({
      batchId: batch.id,
      stored: counts[i]!.stored,
      duplicates: counts[i]!.duplicates,
    }));
  });
}

/** Each request's blob, null for a request without one. */
function packBlobs(lists: ReadonlyArray<string[] | null>): Promise<Array<Buffer | null>> {
  return Promise.all(lists.map((list) => (list ? packPayloadBlob(list) : Promise.resolve(null))));
}

// SQLite: multi-row inserts (one writer at a time, no network between statements). Answers null when every
// record was stored, else whether each was.
async function insertRecordsSqlite(
  trx: Kysely<Database>,
  records: readonly StorableRecord[],
  batches: readonly StoreRecordsBatch[],
  payloads: readonly string[],
  indexes: ReadonlyArray<number | null>,
): Promise<boolean[] | null> {
  const ids = new Set<string>();
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    const values = records.slice(start, start + ROWS_PER_INSERT).map((record, i) => ({
      id: record.id,
      kind: record.kind,
      type: record.type ?? null,
      page_path: record.pagePath,
      session_id: record.sessionId,
      client_time: record.time,
      received_at: batches[start + i]!.receivedAt,
      batch_id: batches[start + i]!.id,
      payload: payloads[start + i]!,
      payload_index: indexes[start + i]!,
    }));
    const inserted = await trx
      .insertInto('telemetry_records')
      .values(values)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    for (const row of inserted) ids.add(row.id);
  }
  return ids.size === records.length ? null : records.map((record) => ids.has(record.id));
}
