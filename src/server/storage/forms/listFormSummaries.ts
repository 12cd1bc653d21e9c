import type { Kysely } from 'kysely';
import type { Database } from '../Database';

// Read by the configuration area (docs/config-area.md): every form with stored submissions, the one
// submitted to most recently first.
export async function listFormSummaries(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('form_submissions')
    .select((eb) => ['form_id', eb.fn.countAll<number>().as('count'), eb.fn.max<number>('received_at').as('last')])
    .groupBy('form_id')
    .orderBy('last', 'desc')
    .orderBy('form_id')
    .execute();
  return rows.map((r) => ({ formId: r.form_id, count: Number(r.count), lastReceivedAt: Number(r.last) }));
}
