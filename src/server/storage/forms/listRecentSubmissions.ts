import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import type { FormSubmissionRow } from './FormSubmissionRepository';

// Read by the configuration area (docs/config-area.md): one form's submissions, newest first by the
// time the server stored them (the browser's own clock may be wrong), at most `limit`.
export async function listRecentSubmissions(
  db: Kysely<Database>,
  formId: string,
  limit: number,
): Promise<FormSubmissionRow[]> {
  return db
    .selectFrom('form_submissions')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
