import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { OWNER_SESSION_TTL_MS, isSessionActive } from '../../../shared/owner/sessionLifetime';
import { createId, createSessionToken, hashSessionToken } from './sessionToken';

function toSession(row: Database['owner_sessions']) {
  return { id: row.id, accountId: row.account_id, createdAt: row.created_at, expiresAt: row.expires_at };
}

// Server-side owner sessions. The cookie holds a random token; the table holds only its hash, so
// ending a session on the server (logout, expiry) ends it everywhere.
export function createOwnerSessionRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async create(accountId: string) {
      const token = createSessionToken();
      const createdAt = now();
      const row = {
        id: createId(),
        token_hash: hashSessionToken(token),
        account_id: accountId,
        created_at: createdAt,
        expires_at: createdAt + OWNER_SESSION_TTL_MS,
      };
      await db.insertInto('owner_sessions').values(row).execute();
      return { token, session: toSession(row) };
    },

    /** The session for a cookie token, or null when unknown or expired (an expired row is deleted). */
    async findActive(token: string) {
      const row = await db
        .selectFrom('owner_sessions')
        .selectAll()
        .where('token_hash', '=', hashSessionToken(token))
        .executeTakeFirst();
      if (!row) return null;
      const session = toSession(row);
      if (isSessionActive(session, now())) return session;
      await db.deleteFrom('owner_sessions').where('id', '=', row.id).execute();
      return null;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('owner_sessions').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async deleteExpired(): Promise<number> {
      const result = await db.deleteFrom('owner_sessions').where('expires_at', '<=', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
