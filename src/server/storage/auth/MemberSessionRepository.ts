import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import {
  MEMBER_REMEMBERED_SESSION_TTL_MS,
  MEMBER_SESSION_TTL_MS,
  isSessionActive,
} from '../../../shared/owner/sessionLifetime';
import { createId, createSessionToken, hashSessionToken, sameText } from './sessionToken';

function toSession(row: Database['member_sessions']) {
  return {
    id: row.id,
    memberId: row.member_id,
    rememberMe: row.remember_me === 1,
    expiresAt: row.expires_at,
    xsrfHash: row.xsrf_hash,
  };
}

// Member sessions: like owner sessions, plus the xsrfToken the login answers (spec visitor-runtime §7),
// also stored only as a hash.
export function createMemberSessionRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async create(memberId: string, rememberMe: boolean) {
      const token = createSessionToken();
      const xsrfToken = createSessionToken();
      const createdAt = now();
      const row = {
        id: createId(),
        token_hash: hashSessionToken(token),
        xsrf_hash: hashSessionToken(xsrfToken),
        member_id: memberId,
        remember_me: rememberMe ? 1 : 0,
        created_at: createdAt,
        expires_at: createdAt + (rememberMe ? MEMBER_REMEMBERED_SESSION_TTL_MS : MEMBER_SESSION_TTL_MS),
      };
      await db.insertInto('member_sessions').values(row).execute();
      return { token, xsrfToken, session: toSession(row) };
    },

    async findActive(token: string) {
      const row = await db
        .selectFrom('member_sessions')
        .selectAll()
        .where('token_hash', '=', hashSessionToken(token))
        .executeTakeFirst();
      if (!row) return null;
      const session = toSession(row);
      if (isSessionActive(session, now())) return session;
      await db.deleteFrom('member_sessions').where('id', '=', row.id).execute();
      return null;
    },

    async findById(id: string) {
      const row = await db.selectFrom('member_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSession(row) : null;
    },

    /** Constant-time check of the site-user XSRF header against the session's token. */
    matchesXsrf(session: { xsrfHash: string }, sent: string): boolean {
      return sameText(session.xsrfHash, hashSessionToken(sent));
    },

    async deleteExpired(): Promise<number> {
      const result = await db.deleteFrom('member_sessions').where('expires_at', '<=', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('member_sessions').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
