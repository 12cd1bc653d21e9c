import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';

// Submission keys (spec visitor-runtime §7, FormSubmissionKey): random, single-use, expiring.
export class FormKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(visitor: string, now: number, ttlMs: number): Promise<{ key: string; expiresAt: number }> {
    const key = randomBytes(24).toString('base64url');
    const expiresAt = now + ttlMs;
    await this.db
      .insertInto('form_submission_keys')
      .values({ key, visitor, issued_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    return { key, expiresAt };
  }

  async countIssuedSince(visitor: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('form_submission_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('visitor', '=', visitor)
      .where('issued_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  // One conditional update, so two requests racing with the same key cannot both use it.
  async consume(key: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('form_submission_keys')
      .set({ used_at: now })
      .where('key', '=', key)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Keys are only needed until they expire; old ones are dropped as new ones are issued.
  async deleteExpiredBefore(time: number): Promise<void> {
    await this.db.deleteFrom('form_submission_keys').where('expires_at', '<', time).execute();
  }
}
