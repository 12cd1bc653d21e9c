import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebsiteRoleCode } from '../../shared/constants/roles';
import { DATA_LAYER_REPLY_FLAGS } from '../../shared/constants/apiPaths';
import { AUTH_ERRORS } from '../../shared/api/auth/authErrors';
import { hasAnyRole } from '../../shared/owner/hasAnyRole';
import { requireCrumb } from './crumb';

// Requests that change data need both the crumb and the right role, or nothing changes.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Owner guard for a route handler. Answers and returns false when the request may not go on:
 * 401 `{ loginRequired: true }` without an owner session (the data layer then fires its login-required
 * event, spec visitor-runtime §8), 401 `{ crumbFail: true, crumb }` for a data-changing request without
 * the crumb, 403 when the owner has none of `roles` (an empty list accepts any owner).
 */
export function requireRole(request: FastifyRequest, reply: FastifyReply, roles: readonly WebsiteRoleCode[]): boolean {
  const { account, websiteRoles } = request.identity;
  if (!account) {
    void reply.code(401).send({ error: AUTH_ERRORS.loginRequired, [DATA_LAYER_REPLY_FLAGS.LOGIN_REQUIRED]: true });
    return false;
  }
  if (!SAFE_METHODS.has(request.method) && !requireCrumb(request, reply)) return false;
  if (!hasAnyRole(websiteRoles, roles)) {
    void reply.code(403).send({ error: AUTH_ERRORS.forbidden });
    return false;
  }
  return true;
}
