import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';

// A secret made once per database and shared by every server on it (review links are signed with it).
// Two servers starting at once insert the same name; the loser reads the winner's.
export async function readSigningKey(db: Kysely<Database>, name: string, now = Date.now()): Promise<string> {
  await db
    .insertInto('signing_keys')
    .values({ name, secret: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}
