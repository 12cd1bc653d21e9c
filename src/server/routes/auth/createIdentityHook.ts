import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/Database';
import { ANONYMOUS, type RequestIdentity } from '../../http/identity';
import { createOwnerAccountRepository } from '../../storage/auth/OwnerAccountRepository';
import { createOwnerSessionRepository } from '../../storage/auth/OwnerSessionRepository';
import { createMemberRepository } from '../../storage/auth/MemberRepository';
import { createMemberSessionRepository } from '../../storage/auth/MemberSessionRepository';
import { MEMBER_SESSION_COOKIE, OWNER_SESSION_COOKIE } from './sessionCookies';

// Only API calls and pages need to know who is asking; assets never do, and skipping them saves two
// queries per file.
function needsIdentity(request: FastifyRequest): boolean {
  const path = request.url;
  return !path.startsWith('/assets/') && !path.startsWith('/images/') && path !== '/sw.js';
}

/** The onRequest hook that fills request.identity from the owner and member session cookies. */
export function createIdentityHook(db: Kysely<Database>): onRequestAsyncHookHandler {
  const accounts = createOwnerAccountRepository(db);
  const ownerSessions = createOwnerSessionRepository(db);
  const members = createMemberRepository(db);
  const memberSessions = createMemberSessionRepository(db);

  async function readOwner(token: string | undefined): Promise<Pick<RequestIdentity, 'account' | 'websiteRoles'>> {
    const session = token ? await ownerSessions.findActive(token) : null;
    const account = session ? await accounts.findById(session.accountId) : null;
    if (!session || !account) return { account: null, websiteRoles: [] };
    return {
      account: { id: account.id, email: account.email, displayName: account.displayName, sessionId: session.id },
      websiteRoles: account.websiteRoles,
    };
  }

  async function readMember(token: string | undefined): Promise<RequestIdentity['member']> {
    const session = token ? await memberSessions.findActive(token) : null;
    const member = session ? await members.findById(session.memberId) : null;
    return session && member
      ? { id: member.id, email: member.email, displayName: member.displayName, sessionId: session.id }
      : null;
  }

  return async function fillIdentity(request) {
    const ownerToken = request.cookies[OWNER_SESSION_COOKIE];
    const memberToken = request.cookies[MEMBER_SESSION_COOKIE];
    if ((!ownerToken && !memberToken) || !needsIdentity(request)) {
      request.identity = ANONYMOUS;
      return;
    }
    const [owner, member] = await Promise.all([readOwner(ownerToken), readMember(memberToken)]);
    request.identity = { ...owner, member };
  };
}
