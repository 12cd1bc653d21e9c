import type { Kysely } from 'kysely';
import type { Database } from '../Database';

// Read by the configuration area (docs/config-area.md): one form's submissions, newest first by the
// time the server stored them (the browser's own clock may be wrong), at most `limit`.
export async function listRecentSubmissions(db: Kysely<Database>, formId: string, limit: number) {
  return db
    .selectFrom('form_submissions')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
