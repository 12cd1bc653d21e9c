import type { Kysely } from 'kysely';
import type { Database } from '../../Database';
import { unpackPayloadBlob } from './payloadBlob';
import { readStoredPayload } from './readStoredPayload';

/** What a reader needs of a telemetry_records row to give back its payload. */
export interface StoredPayloadRow {
  kind: string;
  batch_id: string;
  payload: string;
  payload_index: number | null;
}

/**
 * The payload a row carries: its own text, or its place in its batch's blob (`blobs`, the unpacked blobs by
 * batch id), read back as it was sent (readStoredPayload). The one way stored payloads are read.
 */
export function payloadOfRow(row: StoredPayloadRow, blobs: ReadonlyMap<string, readonly string[]>): unknown {
  if (row.payload_index === null) return readStoredPayload(row.kind, row.payload);
  const text = blobs.get(row.batch_id)?.[row.payload_index];
  if (text === undefined || text === '')
    throw new Error(`record of batch ${row.batch_id}: no payload at ${row.payload_index} of its blob`);
  return readStoredPayload(row.kind, text);
}

/**
 * A reader of stored payloads for a run over many rows (an export), page by page: the blobs a page's rows
 * point into are fetched in one query and kept while the next page still points into them (a batch's records
 * are received at one time, so they come together in received order).
 */
export function createPayloadReader(db: Kysely<Database>) {
  let blobs = new Map<string, string[]>();
  return async function readPayloads(rows: readonly StoredPayloadRow[]): Promise<unknown[]> {
    const wanted = new Set<string>();
    for (const row of rows) if (row.payload_index !== null) wanted.add(row.batch_id);
    const kept = new Map<string, string[]>();
    const missing: string[] = [];
    for (const id of wanted) {
      const texts = blobs.get(id);
      if (texts) kept.set(id, texts);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const found = await db
        .selectFrom('telemetry_payload_blobs')
        .select(['batch_id', 'payloads'])
        .where('batch_id', 'in', missing)
        .execute();
      for (const row of found) kept.set(row.batch_id, unpackPayloadBlob(row.payloads));
    }
    blobs = kept;
    return rows.map((row) => payloadOfRow(row, blobs));
  };
}
