import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { MEMBER_REMEMBERED_SESSION_TTL_MS, MEMBER_SESSION_TTL_MS } from '../../../shared/owner/sessionLifetime';
import { createSessionTable } from './OwnerSessionRepository';
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
  const { insert, ...sessions } = createSessionTable(db, 'member_sessions', toSession, now);
  return {
    ...sessions,
    async create(memberId: string, rememberMe: boolean) {
      const token = createSessionToken();
      const xsrfToken = createSessionToken();
      const createdAt = now();
      const session = await insert({
        id: createId(),
        token_hash: hashSessionToken(token),
        xsrf_hash: hashSessionToken(xsrfToken),
        member_id: memberId,
        remember_me: rememberMe ? 1 : 0,
        created_at: createdAt,
        expires_at: createdAt + (rememberMe ? MEMBER_REMEMBERED_SESSION_TTL_MS : MEMBER_SESSION_TTL_MS),
      });
      return { token, xsrfToken, session };
    },

    /** Constant-time check of the site-user XSRF header against the session's token. */
    matchesXsrf(session: { xsrfHash: string }, sent: string): boolean {
      return sameText(session.xsrfHash, hashSessionToken(sent));
    },
  };
}
