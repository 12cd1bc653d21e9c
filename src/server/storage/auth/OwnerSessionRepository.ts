import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { OWNER_SESSION_TTL_MS, isSessionActive } from '../../../shared/owner/sessionLifetime';
import { createId, createSessionToken, hashSessionToken } from './sessionToken';

type SessionTable = 'owner_sessions' | 'member_sessions';

/**
 * What owner and member sessions share. The cookie holds a random token; the table holds only its hash, so
 * ending a session on the server (logout, expiry) ends it everywhere.
 */
export function createSessionTable<T extends SessionTable, S extends { expiresAt: number }>(
  db: Kysely<Database>,
  table: T,
  toSession: (row: Database[T]) => S,
  now: () => number,
) {
  // Kysely cannot type a query over a generic table name; over the union of the two it can.
  const sessions: SessionTable = table;
  const deleteWhere = async (column: 'id' | 'expires_at', op: '=' | '<=', value: string | number) =>
    Number((await db.deleteFrom(sessions).where(column, op, value).executeTakeFirst()).numDeletedRows);
  return {
    insert: async (row: Database[T]) => {
      await db.insertInto(sessions).values(row).execute();
      return toSession(row);
    },

    /** The session for a cookie token, or null when unknown or expired (an expired row is deleted). */
    async findActive(token: string) {
      const row = await db
        .selectFrom(sessions)
        .selectAll()
        .where('token_hash', '=', hashSessionToken(token))
        .executeTakeFirst();
      if (!row) return null;
      const session = toSession(row);
      if (isSessionActive(session, now())) return session;
      await deleteWhere('id', '=', row.id);
      return null;
    },

    async findById(id: string) {
      const row = await db.selectFrom(sessions).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSession(row) : null;
    },

    delete: async (id: string) => (await deleteWhere('id', '=', id)) > 0,
    deleteExpired: () => deleteWhere('expires_at', '<=', now()),
  };
}

function toSession(row: Database['owner_sessions']) {
  return { id: row.id, accountId: row.account_id, createdAt: row.created_at, expiresAt: row.expires_at };
}

export function createOwnerSessionRepository(db: Kysely<Database>, now: () => number = Date.now) {
  const { insert, ...sessions } = createSessionTable(db, 'owner_sessions', toSession, now);
  return {
    ...sessions,
    async create(accountId: string) {
      const token = createSessionToken();
      const createdAt = now();
      const session = await insert({
        id: createId(),
        token_hash: hashSessionToken(token),
        account_id: accountId,
        created_at: createdAt,
        expires_at: createdAt + OWNER_SESSION_TTL_MS,
      });
      return { token, session };
    },
  };
}
