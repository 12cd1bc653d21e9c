import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { createPayloadReader } from './payloads/createPayloadReader';

interface ExportFilter {
  kind?: string;
  /** Received at or after this time (ms). */
  since?: number;
}

const PAGE_SIZE = 1000;

// The stored records as NDJSON lines (id, kind, type, receivedAt, payload), oldest first, read page by
// page (keyset on received_at, id) so an export of millions of rows never sits in memory. Payloads are read
// through createPayloadReader: a row's own text, or its place in its batch's blob.
export async function* readExportLines(db: Kysely<Database>, filter: ExportFilter): AsyncGenerator<string> {
  let after: { receivedAt: number; id: string } | null = null;
  const readPayloads = createPayloadReader(db);
  for (;;) {
    let query = db
      .selectFrom('telemetry_records')
      .select(['id', 'kind', 'type', 'received_at', 'batch_id', 'payload', 'payload_index']);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.since !== undefined) query = query.where('received_at', '>=', filter.since);
    if (after) {
      const { receivedAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb('received_at', '>', receivedAt), eb.and([eb('received_at', '=', receivedAt), eb('id', '>', id)])]),
      );
    }
    const rows = await query.orderBy('received_at').orderBy('id').limit(PAGE_SIZE).execute();
    const payloads = await readPayloads(rows);
    for (const [i, row] of rows.entries()) {
      yield (
        JSON.stringify({
          id: row.id,
          kind: row.kind,
          type: row.type,
          receivedAt: new Date(row.received_at).toISOString(),
          payload: payloads[i],
        }) + '\n'
      );
    }
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { receivedAt: last.received_at, id: last.id };
  }
}
