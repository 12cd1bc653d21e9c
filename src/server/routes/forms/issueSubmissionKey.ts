import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { selectWords } from '../../../shared/words/selectWords';
import { FORM_KEY_TTL_MS, FORM_RATE_LIMIT } from '../../../shared/forms/formPolicy';
import type { FormSubmissionKeyReply } from '../../../shared/api/forms/FormReplies';
import { errorBody, type FormRouteContext } from './FormRouteContext';

// POST /api/form/FormSubmissionKey (spec visitor-runtime §7): a fresh single-use key, unless the visitor has
// had more than FORM_RATE_LIMIT.MAX_KEYS keys in the window (429, §8). The visitor is the client address
// (behind a proxy, the forwarded one: the app trusts the proxy).
export async function issueSubmissionKey(context: FormRouteContext, request: FastifyRequest, reply: FastifyReply) {
  const now = context.now();
  const visitor = request.ip;
  if ((await context.keys.countIssuedSince(visitor, now - FORM_RATE_LIMIT.WINDOW_MS)) >= FORM_RATE_LIMIT.MAX_KEYS) {
    return reply.code(429).send(errorBody(selectWords(FORM_WORDS, context.site.website.locale).rateLimited));
  }
  await context.keys.deleteExpiredBefore(now - FORM_RATE_LIMIT.WINDOW_MS);
  const { key, expiresAt } = await context.keys.issue(visitor, now, FORM_KEY_TTL_MS);
  return reply.header('cache-control', 'no-store').send({ data: { key, expiresAt } } satisfies FormSubmissionKeyReply);
}
