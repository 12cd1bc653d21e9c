import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { LOGIN_RATE_LIMIT, type LoginFailureCounts } from '../../../shared/owner/loginRateLimit';
import { normalizeEmail } from '../../../shared/owner/normalizeEmail';
import { createId } from './sessionToken';

export type LoginAudience = 'owner' | 'member';

// Failed logins live in storage, not in memory, so the limit holds across server instances.
export function createLoginAttemptRepository(db: Kysely<Database>, now: () => number = Date.now) {
  async function count(scope: string, subject: string): Promise<number> {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('attempted_at', '>', now() - LOGIN_RATE_LIMIT.WINDOW_MS)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  return {
    async countFailures(audience: LoginAudience, ip: string, email: string): Promise<LoginFailureCounts> {
      const [byEmail, byIp] = await Promise.all([
        count(`${audience}-email`, normalizeEmail(email)),
        count(`${audience}-ip`, ip),
      ]);
      return { byEmail, byIp };
    },

    async recordFailure(audience: LoginAudience, ip: string, email: string): Promise<void> {
      const attemptedAt = now();
      await db
        .insertInto('login_attempts')
        .values([
          { id: createId(), scope: `${audience}-email`, subject: normalizeEmail(email), attempted_at: attemptedAt },
          { id: createId(), scope: `${audience}-ip`, subject: ip, attempted_at: attemptedAt },
        ])
        .execute();
      // Old rows are useless; trimming here keeps the table small without a scheduler.
      await db
        .deleteFrom('login_attempts')
        .where('attempted_at', '<=', attemptedAt - LOGIN_RATE_LIMIT.WINDOW_MS)
        .execute();
    },

    /** A successful login forgives that email's failures (not the IP's). */
    async clearEmailFailures(audience: LoginAudience, email: string): Promise<void> {
      await db
        .deleteFrom('login_attempts')
        .where('scope', '=', `${audience}-email`)
        .where('subject', '=', normalizeEmail(email))
        .execute();
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
