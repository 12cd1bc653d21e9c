import { sql, type Compilable, type Kysely, type OperationNodeSource, type QueryCreator } from 'kysely';
import type { Database } from '../../Database';
import { dialectOf } from '../../dialect/dialectOf';
import { textWithoutNul } from '../../dialect/withoutNul';
import type { RollupRows } from './computeRollups';
import { ROLLUP_SPANS, sliceStart } from './rollupSpans';

// Rows per statement: far below SQLite's 32766 bound values and PostgreSQL's 65535 at 7 columns.
const ROWS_PER_UPSERT = 1000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_UPSERT)
    result.push(rows.slice(start, start + ROWS_PER_UPSERT));
  return result;
}

// PostgreSQL's text cannot hold NUL (SQLite's can): replaced, as in the records themselves.
const clean = (text: string) => textWithoutNul(text);

/** A statement of the write path: run alone on SQLite, as one of a statement's CTEs on PostgreSQL. */
export type WriteQuery = OperationNodeSource & Compilable & { execute: () => Promise<unknown> };

/**
 * Runs the statements in the caller's transaction: one after the other on SQLite (one writer, no network);
 * on PostgreSQL as the data-modifying CTEs of one statement, so a batch holds the rollups' hot rows (the
 * current hour's) for one round trip and its commit, not for one round trip per table. The CTEs run in the
 * order given and each lists its rows sorted, so concurrent batches take the rows' locks in the same order.
 */
export async function runWrites(trx: Kysely<Database>, queries: WriteQuery[]): Promise<void> {
  if (queries.length === 0) return;
  if (dialectOf<Database>(trx) === 'sqlite') {
    for (const query of queries) await query.execute();
    return;
  }
  let creator: QueryCreator<Database> = trx;
  queries.forEach((query, i) => {
    creator = creator.with(`w${i}`, () => query as never) as unknown as QueryCreator<Database>;
  });
  await creator.selectNoFrom(sql<number>`1`.as('done')).execute();
}

/** Statements adding rollup rows to the stored ones (`ON CONFLICT DO UPDATE` on both dialects). */
export function rollupWrites(trx: Kysely<Database>, rows: RollupRows): WriteQuery[] {
  const queries: WriteQuery[] = [];
  const least = dialectOf<Database>(trx) === 'postgres' ? 'least' : 'min';
  const greatest = dialectOf<Database>(trx) === 'postgres' ? 'greatest' : 'max';
  for (const chunk of chunks(rows.kinds))
    queries.push(
      trx
        .insertInto('telemetry_rollup_kinds')
        .values(chunk.map((r) => ({ ...r, kind: clean(r.kind) })))
        .onConflict((oc) =>
          oc
            .columns(['span', 't', 'kind'])
            .doUpdateSet((eb) => ({ records: eb('telemetry_rollup_kinds.records', '+', eb.ref('excluded.records')) })),
        ),
    );
  for (const chunk of chunks(rows.pages))
    queries.push(
      trx
        .insertInto('telemetry_rollup_pages')
        .values(chunk.map((r) => ({ ...r, page_path: clean(r.page_path), kind: clean(r.kind) })))
        .onConflict((oc) =>
          oc
            .columns(['page_path', 'span', 't', 'kind'])
            .doUpdateSet((eb) => ({ records: eb('telemetry_rollup_pages.records', '+', eb.ref('excluded.records')) })),
        ),
    );
  for (const chunk of chunks(rows.drops))
    queries.push(
      trx
        .insertInto('telemetry_rollup_drops')
        .values(chunk.map((r) => ({ ...r, page_path: clean(r.page_path), kind: clean(r.kind) })))
        .onConflict((oc) =>
          oc
            .columns(['span', 't', 'page_path', 'reason', 'kind'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_rollup_drops.count', '+', eb.ref('excluded.count')) })),
        ),
    );
  for (const chunk of chunks(rows.errorGroups))
    queries.push(
      trx
        .insertInto('telemetry_error_groups')
        .values(
          chunk.map((r) => ({
            ...r,
            message: clean(r.message),
            sample_stack: r.sample_stack === null ? null : clean(r.sample_stack),
            sample_page: clean(r.sample_page),
          })),
        )
        .onConflict((oc) => oc.column('fingerprint').doNothing()),
    );
  for (const chunk of chunks(rows.errors))
    queries.push(
      trx
        .insertInto('telemetry_rollup_errors')
        .values(chunk.map((r) => ({ ...r, page_path: clean(r.page_path) })))
        .onConflict((oc) =>
          oc.columns(['span', 't', 'fingerprint', 'page_path']).doUpdateSet((eb) => ({
            count: eb('telemetry_rollup_errors.count', '+', eb.ref('excluded.count')),
            first_seen: sql<number>`${sql.raw(least)}(telemetry_rollup_errors.first_seen, excluded.first_seen)`,
            last_seen: sql<number>`${sql.raw(greatest)}(telemetry_rollup_errors.last_seen, excluded.last_seen)`,
          })),
        ),
    );
  for (const chunk of chunks(rows.vitals))
    queries.push(
      trx
        .insertInto('telemetry_rollup_vitals')
        .values(chunk.map((r) => ({ ...r, page_path: clean(r.page_path) })))
        .onConflict((oc) =>
          oc
            .columns(['page_path', 'span', 't', 'metric', 'bucket'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_rollup_vitals.count', '+', eb.ref('excluded.count')) })),
        ),
    );
  return queries;
}

export interface BatchRollup {
  receivedAt: number;
  records: number;
  stored: number;
  duplicates: number;
  rejections: Array<{ kind: string; reason: string; count: number }>;
  bytes: number;
}

/** The rows batches add to their slices' batch rollups and rejection rollups, each sorted by its key. */
export interface BatchRollupRows {
  slices: Array<Database['telemetry_rollup_batches']>;
  rejections: Array<Database['telemetry_rollup_rejections']>;
}

/**
 * What batches add to their hours', days' and weeks' batch rollups, and their rejections to theirs: the
 * batches of one slice summed in memory first, so a group of requests updates each row once.
 */
export function batchRollupRows(batches: readonly BatchRollup[]): BatchRollupRows {
  const slices = new Map<string, Database['telemetry_rollup_batches']>();
  const rejections = new Map<string, Database['telemetry_rollup_rejections']>();
  for (const batch of batches)
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(batch.receivedAt, span);
      const rejected = batch.rejections.reduce((sum, r) => sum + r.count, 0);
      const key = `${span}:${t}`;
      const row = slices.get(key);
      if (!row)
        slices.set(key, {
          span,
          t,
          batches: 1,
          records: batch.records,
          stored: batch.stored,
          duplicates: batch.duplicates,
          rejected,
          bytes: batch.bytes,
          max_records: batch.records,
        });
      else {
        row.batches += 1;
        row.records += batch.records;
        row.stored += batch.stored;
        row.duplicates += batch.duplicates;
        row.rejected += rejected;
        row.bytes += batch.bytes;
        row.max_records = Math.max(row.max_records, batch.records);
      }
      for (const r of batch.rejections) {
        const rejectionKey = JSON.stringify([span, t, r.kind, r.reason]);
        const counted = rejections.get(rejectionKey);
        if (counted) counted.count += r.count;
        else rejections.set(rejectionKey, { span, t, kind: r.kind, reason: r.reason, count: r.count });
      }
    }
  // Sorted by key, as every rollup statement lists its rows, so concurrent writers lock them in one order.
  const bySlice = (a: { span: number; t: number }, b: { span: number; t: number }) => a.span - b.span || a.t - b.t;
  return {
    slices: [...slices.values()].sort(bySlice),
    rejections: [...rejections.values()].sort(
      (a, b) =>
        bySlice(a, b) ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0),
    ),
  };
}

/** Statements adding batches' counts to their batch rollups, and their rejections to theirs (batchRollupRows). */
export function batchRollupWrites(trx: Kysely<Database>, batches: BatchRollup[]): WriteQuery[] {
  const queries: WriteQuery[] = [];
  if (batches.length === 0) return queries;
  const greatest = dialectOf<Database>(trx) === 'postgres' ? 'greatest' : 'max';
  const { slices, rejections: rows } = batchRollupRows(batches);
  queries.push(
    trx
      .insertInto('telemetry_rollup_batches')
      .values(slices)
      .onConflict((oc) =>
        oc.columns(['span', 't']).doUpdateSet((eb) => ({
          batches: eb('telemetry_rollup_batches.batches', '+', eb.ref('excluded.batches')),
          records: eb('telemetry_rollup_batches.records', '+', eb.ref('excluded.records')),
          stored: eb('telemetry_rollup_batches.stored', '+', eb.ref('excluded.stored')),
          duplicates: eb('telemetry_rollup_batches.duplicates', '+', eb.ref('excluded.duplicates')),
          rejected: eb('telemetry_rollup_batches.rejected', '+', eb.ref('excluded.rejected')),
          bytes: eb('telemetry_rollup_batches.bytes', '+', eb.ref('excluded.bytes')),
          max_records: sql<number>`${sql.raw(greatest)}(telemetry_rollup_batches.max_records, excluded.max_records)`,
        })),
      ),
  );
  for (const chunk of chunks(rows))
    queries.push(
      trx
        .insertInto('telemetry_rollup_rejections')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['span', 't', 'kind', 'reason'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_rollup_rejections.count', '+', eb.ref('excluded.count')) })),
        ),
    );
  return queries;
}
