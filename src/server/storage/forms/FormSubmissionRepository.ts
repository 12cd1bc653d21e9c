import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';

export type FormSubmissionRow = Selectable<Database['form_submissions']>;

// Stored submissions, one per idempotency id (however many times it arrives).
export class FormSubmissionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the row unless its id is already stored; says which happened. */
  async storeOnce(row: FormSubmissionRow): Promise<'stored' | 'duplicate'> {
    const result = await this.db
      .insertInto('form_submissions')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'stored' : 'duplicate';
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('form_submissions').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Oldest first, optionally one form's; streamed in pages so an export never holds everything. */
  async *list(filter: { formId?: string }, pageSize = 500): AsyncGenerator<FormSubmissionRow> {
    let after: { received_at: number; id: string } | null = null;
    for (;;) {
      let query = this.db
        .selectFrom('form_submissions')
        .selectAll()
        .orderBy('received_at')
        .orderBy('id')
        .limit(pageSize);
      if (filter.formId) query = query.where('form_id', '=', filter.formId);
      if (after) {
        const { received_at, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb('received_at', '>', received_at),
            eb.and([eb('received_at', '=', received_at), eb('id', '>', id)]),
          ]),
        );
      }
      const rows = await query.execute();
      yield* rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { received_at: last.received_at, id: last.id };
    }
  }
}
