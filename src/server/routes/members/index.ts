import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/Database';
import { AUTH_PATHS } from '../../../shared/api/auth/authPaths';
import { AUTH_ERRORS } from '../../../shared/api/auth/authErrors';
import { MemberLoginRequest } from '../../../shared/api/auth/MemberLoginRequest';
import { CreateMemberAccountRequest } from '../../../shared/api/auth/CreateMemberAccountRequest';
import { ACCOUNT_CREATION_RATE_LIMIT } from '../../../shared/owner/accountCreationRateLimit';
import { CloneCartQuery } from '../../../shared/api/auth/CloneCartQuery';
import { SITE_USER_XSRF_HEADER } from '../../../shared/api/auth/siteUserXsrfHeader';
import { LOGIN_RESPONSE_TOKEN_FIELD } from '../../../shared/constants/apiPayloadFields';
import { QUERY_PARAMS } from '../../../shared/constants/routes';
import { MEMBER_REMEMBERED_SESSION_TTL_MS } from '../../../shared/owner/sessionLifetime';
import { parseRequest } from '../../http/parseRequest';
import { parseAccountRequest } from '../auth/parseAccountRequest';
import type { AccountWords } from '../../../shared/words/accountWords';
import { requireCrumb } from '../../http/crumb';
import { createMemberRepository, type SiteMember } from '../../storage/auth/MemberRepository';
import { DuplicateEmailError } from '../../storage/auth/OwnerAccountRepository';
import { createMemberSessionRepository } from '../../storage/auth/MemberSessionRepository';
import { RateLimitRepository } from '../../storage/limits/RateLimitRepository';
import { LoginDeviceRepository } from '../../storage/limits/LoginDeviceRepository';
import { logIn } from '../auth/checkCredentials';
import {
  MEMBER_DEVICE_COOKIE,
  MEMBER_SESSION_COOKIE,
  clearSessionCookie,
  setDeviceCookie,
  setSessionCookie,
} from '../auth/sessionCookies';

// Spec visitor-runtime §7: the site-user (member) session. Login answers an xsrfToken; later member calls
// send it in the site-user XSRF header (docs/owners.md). A bad field is named in the site's words.
export const membersRoutes: FastifyPluginAsync<{ db: Kysely<Database>; words: AccountWords }> = async (
  app,
  { db, words },
) => {
  const members = createMemberRepository(db);
  const sessions = createMemberSessionRepository(db);
  const limits = new RateLimitRepository(db);
  const devices = new LoginDeviceRepository(db);

  // A new session and its cookie; without rememberMe the cookie ends with the browser session (and the
  // server session after a day). Answers the body both login and account creation reply with.
  async function startSession(request: FastifyRequest, reply: FastifyReply, member: SiteMember, rememberMe: boolean) {
    const { token, xsrfToken } = await sessions.create(member.id, rememberMe);
    const maxAgeMs = rememberMe ? MEMBER_REMEMBERED_SESSION_TTL_MS : null;
    setSessionCookie(request, reply, MEMBER_SESSION_COOKIE, token, maxAgeMs);
    const { id, email, displayName } = member;
    return { [LOGIN_RESPONSE_TOKEN_FIELD]: xsrfToken, siteMember: { id, email, displayName } };
  }

  app.post(AUTH_PATHS.SITE_USER_SESSION, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const body = parseAccountRequest(MemberLoginRequest, request.body, reply, words);
    if (!body) return reply;
    const member = await logIn(request, reply, {
      audience: 'member',
      limits,
      devices,
      findByEmail: (email) => members.findByEmail(email),
      email: body.email,
      password: body.password,
      sessions,
      currentSessionId: request.identity.member?.sessionId,
    });
    if (!member) return reply;
    return startSession(request, reply, member, body.rememberMe);
  });

  // A visitor creates a customer (member) account and is logged in by it, as by POST …/session
  // (docs/owners.md, "Customer accounts"). Each attempt counts against the client's IP before anything is
  // looked up or hashed; a taken email is 409 with a message saying so.
  app.post(AUTH_PATHS.SITE_USER_ACCOUNT, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const body = parseAccountRequest(CreateMemberAccountRequest, request.body, reply, words);
    if (!body) return reply;
    const hit = await limits.hit(`member-create-ip:${request.ip}`, ACCOUNT_CREATION_RATE_LIMIT.WINDOW_MS);
    if (hit.hits > ACCOUNT_CREATION_RATE_LIMIT.MAX_ATTEMPTS_PER_IP) {
      const seconds = Math.max(1, Math.ceil((hit.windowEndsAt - Date.now()) / 1000));
      return reply.code(429).header('retry-after', String(seconds)).send({ error: AUTH_ERRORS.tooManyAccounts });
    }
    let member;
    try {
      member = await members.create({ email: body.email, password: body.password, displayName: body.name });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      return reply.code(409).send({ error: words.emailTaken, fields: { email: words.emailTaken } });
    }
    setDeviceCookie(request, reply, MEMBER_DEVICE_COOKIE, await devices.create('member', member.id));
    if (request.identity.member) await sessions.delete(request.identity.member.sessionId);
    return reply.code(201).send(await startSession(request, reply, member, body.rememberMe));
  });

  // Spec visitor-runtime §7: DELETE with query cloneCart; a crumb failure answers crumbFail and the browser
  // retries once. A logged-in member must also send the site-user XSRF header.
  app.delete(AUTH_PATHS.SITE_USER_SESSION, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const query = parseRequest(CloneCartQuery, request.query, reply);
    if (!query) return reply;
    const member = request.identity.member;
    if (member) {
      const session = await sessions.findById(member.sessionId);
      const sent = request.headers[SITE_USER_XSRF_HEADER];
      if (!session || typeof sent !== 'string' || !sessions.matchesXsrf(session, sent)) {
        return reply.code(403).send({ error: AUTH_ERRORS.invalidSiteUserXsrf });
      }
      await sessions.delete(session.id);
    }
    clearSessionCookie(request, reply, MEMBER_SESSION_COOKIE);
    // cloneCart is accepted and echoed: carts live in the browser's cart cookie in this version, so there
    // is no server cart to copy for the logged-out visitor (docs/owners.md).
    return { loggedOut: member !== null, [QUERY_PARAMS.CLONE_CART]: query.cloneCart === 'true' };
  });
};
