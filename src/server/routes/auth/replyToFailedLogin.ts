import type { FastifyReply } from 'fastify';
import { AUTH_ERRORS } from '../../../shared/api/auth/authErrors';
import type { CredentialCheck } from './checkCredentials';

/** 429 with Retry-After when rate limited; otherwise one generic 401 whatever was wrong. */
export function replyToFailedLogin(reply: FastifyReply, check: Exclude<CredentialCheck<unknown>, { ok: true }>) {
  if (check.reason === 'rate-limited') {
    return reply
      .code(429)
      .header('retry-after', String(check.retryAfterSeconds))
      .send({ error: AUTH_ERRORS.rateLimited });
  }
  return reply.code(401).send({ error: AUTH_ERRORS.invalidCredentials });
}
