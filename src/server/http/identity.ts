import type { AuthenticatedAccount } from '../../shared/pageContext/PageContext';

// Who is asking. The auth routes fill it from the session cookies in an onRequest hook; pages put it in
// the page context.
export interface RequestIdentity {
  account: (AuthenticatedAccount & { sessionId: string }) | null;
  websiteRoles: number[];
  member: { id: string; email: string; displayName: string; sessionId: string } | null;
}

export const ANONYMOUS: RequestIdentity = { account: null, websiteRoles: [], member: null };

declare module 'fastify' {
  interface FastifyRequest {
    identity: RequestIdentity;
  }
}
