import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import {
  MEMBER_REMEMBERED_SESSION_TTL_MS,
  MEMBER_SESSION_TTL_MS,
  isSessionActive,
} from '../../../shared/owner/sessionLifetime';
import { createId, createSessionToken, hashSessionToken } from './sessionToken';

interface MemberSession {
  id: string;
  memberId: string;
  rememberMe: boolean;
  expiresAt: number;
  xsrfHash: string;
}

function toSession(row: Database['member_sessions']): MemberSession {
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
    async create(
      memberId: string,
      rememberMe: boolean,
    ): Promise<{ token: string; xsrfToken: string; session: MemberSession }> {
      const token = createSessionToken();
      const xsrfToken = createSessionToken();
      const createdAt = now();
      const ttl = rememberMe ? MEMBER_REMEMBERED_SESSION_TTL_MS : MEMBER_SESSION_TTL_MS;
      const session: MemberSession = {
        id: createId(),
        memberId,
        rememberMe,
        expiresAt: createdAt + ttl,
        xsrfHash: hashSessionToken(xsrfToken),
      };
      await db
        .insertInto('member_sessions')
        .values({
          id: session.id,
          token_hash: hashSessionToken(token),
          xsrf_hash: session.xsrfHash,
          member_id: memberId,
          remember_me: rememberMe ? 1 : 0,
          created_at: createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
      return { token, xsrfToken, session };
    },

    async findActive(token: string): Promise<MemberSession | null> {
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

    async findById(id: string): Promise<MemberSession | null> {
      const row = await db.selectFrom('member_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSession(row) : null;
    },

    /** Constant-time check of the site-user XSRF header against the session's token. */
    matchesXsrf(session: MemberSession, sent: string): boolean {
      const left = Buffer.from(session.xsrfHash);
      const right = Buffer.from(hashSessionToken(sent));
      return left.length === right.length && timingSafeEqual(left, right);
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
