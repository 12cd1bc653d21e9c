import { setImmediate } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';
import { withDurableCommit } from '../dialect/withDurableCommit';

export type FormSubmissionRow = Selectable<Database['form_submissions']>;

// Stored submissions, one per idempotency id (however many times it arrives).
export class FormSubmissionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the row unless its id is already stored; says which happened. Durable once it answers. */
  async storeOnce(row: FormSubmissionRow): Promise<'stored' | 'duplicate'> {
    const result = await withDurableCommit(this.db, (db) =>
      db
        .insertInto('form_submissions')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst(),
    );
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'stored' : 'duplicate';
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('form_submissions').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Oldest first (or newest first), optionally one form's and only those received up to a time; streamed in
   * pages so an export never holds everything.
   */
  async *list(
    filter: { formId?: string; receivedUpTo?: number },
    { pageSize = 500, newestFirst = false }: { pageSize?: number; newestFirst?: boolean } = {},
  ): AsyncGenerator<FormSubmissionRow> {
    const direction = newestFirst ? 'desc' : 'asc';
    const beyond = newestFirst ? '<' : '>';
    let after: { received_at: number; id: string } | null = null;
    for (;;) {
      let query = this.db
        .selectFrom('form_submissions')
        .selectAll()
        .orderBy('received_at', direction)
        .orderBy('id', direction)
        .limit(pageSize);
      if (filter.formId) query = query.where('form_id', '=', filter.formId);
      if (filter.receivedUpTo !== undefined) query = query.where('received_at', '<=', filter.receivedUpTo);
      if (after) {
        const { received_at, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb('received_at', beyond, received_at),
            eb.and([eb('received_at', '=', received_at), eb('id', beyond, id)]),
          ]),
        );
      }
      const rows = await query.execute();
      yield* rows;
      if (rows.length < pageSize) return;
      // SQLite answers synchronously, so without this a long export would never let other requests in.
      await setImmediate();
      const last = rows[rows.length - 1]!;
      after = { received_at: last.received_at, id: last.id };
    }
  }
}
