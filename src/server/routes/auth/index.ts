import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/Database';
import { AUTH_PATHS } from '../../../shared/api/auth/authPaths';
import { OwnerLoginRequest } from '../../../shared/api/auth/OwnerLoginRequest';
import { CloneCartQuery } from '../../../shared/api/auth/CloneCartQuery';
import { SHARED_IDENTITY_COOKIE_NAME } from '../../../shared/constants/cookies';
import { OWNER_SESSION_TTL_MS } from '../../../shared/owner/sessionLifetime';
import { parseRequest } from '../../http/parseRequest';
import { parseAccountRequest } from './parseAccountRequest';
import type { AccountWords } from '../../../shared/words/accountWords';
import { requireCrumb } from '../../http/crumb';
import { createOwnerAccountRepository } from '../../storage/auth/OwnerAccountRepository';
import { createOwnerSessionRepository } from '../../storage/auth/OwnerSessionRepository';
import { RateLimitRepository } from '../../storage/limits/RateLimitRepository';
import { LoginDeviceRepository } from '../../storage/limits/LoginDeviceRepository';
import { logIn } from './checkCredentials';
import { OWNER_SESSION_COOKIE, clearSessionCookie, setSessionCookie } from './sessionCookies';

// Owner login and logout (docs/owners.md). Both need the crumb: a login from another site's form would
// otherwise log the visitor into the attacker's account (login CSRF). The login dialog is the site's, so a bad
// field is named in the site's words.
export const authRoutes: FastifyPluginAsync<{ db: Kysely<Database>; words: AccountWords }> = async (
  app,
  { db, words },
) => {
  const accounts = createOwnerAccountRepository(db);
  const sessions = createOwnerSessionRepository(db);
  const limits = new RateLimitRepository(db);
  const devices = new LoginDeviceRepository(db);

  app.post(AUTH_PATHS.LOGIN, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const body = parseAccountRequest(OwnerLoginRequest, request.body, reply, words);
    if (!body) return reply;
    const user = await logIn(request, reply, {
      audience: 'owner',
      limits,
      devices,
      findByEmail: (email) => accounts.findByEmail(email),
      email: body.email,
      password: body.password,
      sessions,
      currentSessionId: request.identity.account?.sessionId,
    });
    if (!user) return reply;
    const { token } = await sessions.create(user.id);
    setSessionCookie(request, reply, OWNER_SESSION_COOKIE, token, OWNER_SESSION_TTL_MS);
    const { id, email, displayName, websiteRoles } = user;
    return { authenticatedAccount: { id, email, displayName }, websiteRoles };
  });

  // Spec visitor-runtime §7: POST /api/auth/Logout, query cloneCart on the session variant. Ends the
  // server session, and clears the shared identity cookie ss_lastid as the browser also does.
  app.post(AUTH_PATHS.LOGOUT, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const query = parseRequest(CloneCartQuery, request.query, reply);
    if (!query) return reply;
    const account = request.identity.account;
    if (account) await sessions.delete(account.sessionId);
    clearSessionCookie(request, reply, OWNER_SESSION_COOKIE);
    void reply.clearCookie(SHARED_IDENTITY_COOKIE_NAME, { path: '/' });
    return { loggedOut: account !== null };
  });
};
