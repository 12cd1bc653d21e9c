import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatJsonPath } from '../../shared/siteData/formatSiteDataIssues';
import { findTooDeep } from '../../shared/validation/findTooDeep';
import { sendInvalidRequest } from './parseRequest';

// No document of ours nests anywhere near this deep; a body that does is refused before any schema or
// handler walks it (a 6 KB body nested 3,000 deep exhausted the stack of recursive validation).
const MAX_BODY_DEPTH = 64;

/** Answers the 400 of every malformed request when `body` nests deeper than MAX_BODY_DEPTH; true if so. */
export function refuseTooDeep(body: unknown, reply: FastifyReply): boolean {
  const path = findTooDeep(body, MAX_BODY_DEPTH);
  if (path) sendInvalidRequest(reply, { [formatJsonPath(path)]: `nested deeper than ${MAX_BODY_DEPTH} levels` });
  return path !== null;
}

/** Every body Fastify parses is checked; a route that parses its own (the telemetry batch) calls refuseTooDeep. */
export function limitBodyDepth(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => (refuseTooDeep(request.body, reply) ? reply : undefined));
}
