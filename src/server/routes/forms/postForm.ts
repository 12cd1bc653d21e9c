import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Block } from '../../../shared/blocks/Block';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { selectWords } from '../../../shared/words/selectWords';
import { FORM_KEY_TTL_MS, FORM_RATE_LIMIT } from '../../../shared/forms/formPolicy';
import {
  forRedisplay,
  FORM_SUBMITTED_PARAM,
  POSTED_FORM_INPUTS,
  readPostedFormValues,
  type PostedFormState,
} from '../../../shared/forms/PostedForm';
import { toFormDefinition } from '../../../shared/forms/toFormDefinition';
import { validateFormValues } from '../../../shared/forms/validateFormValues';
import { resolveSitePath } from '../../../shared/navigation/resolveSitePath';
import { resolveRoute } from '../../../shared/siteData/resolveRoute';
import type { FormRouteContext } from './FormRouteContext';

// Posts of one client with the same values within this window are one submission: a double click, or a
// refresh of the answer, stores it once.
const REPEAT_WINDOW_MS = 10_000;
const IDEMPOTENCY_ID = /^[0-9a-f]{32}$/;

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

type FormBlock = Extract<Block, { type: 'form' | 'newsletter' }>;

/**
 * POST /api/form/post: a form the browser posted itself, without JavaScript (issue 32 point 21, docs/forms.md).
 * Judged by the same rules as SaveFormSubmission, under the same rate limit (a key is issued and used at once).
 * A refused post answers the page again with the form's values (passwords left out), its errors by field and
 * the §8 message; a stored one redirects (303) to the form's success URL, or back to the page with the form
 * shown as sent, so a refresh does not post again.
 */
export async function postForm(context: FormRouteContext, request: FastifyRequest, reply: FastifyReply) {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  // The refusals are the runtime's words, in the site's language as the page that shows them.
  const words = selectWords(FORM_WORDS, context.site.website.locale);
  const pagePath = resolveSitePath(first(body[POSTED_FORM_INPUTS.pagePath])) ?? '/';
  const route = resolveRoute(context.site, new URL(pagePath, 'http://site').pathname);
  const page = route?.kind === 'page' ? route.page : null;
  const blockId = first(body[POSTED_FORM_INPUTS.blockId]);
  const formId = first(body[POSTED_FORM_INPUTS.formId]);
  const block = page?.sections
    .flatMap((section) => section.blocks)
    .find(
      (b): b is FormBlock =>
        (b.type === 'form' || b.type === 'newsletter') && b.id === blockId && b.data.formId === formId,
    );
  if (!page || !block) return reply.code(404).type('text/plain; charset=utf-8').send(words.notConfigured);
  const definition = toFormDefinition(block);
  const values = readPostedFormValues(body, definition.fields);
  const refuse = (status: number, state: Omit<Extract<PostedFormState, { kind: 'invalid' }>, 'kind' | 'values'>) =>
    context.renderPage(
      request,
      reply,
      page,
      pagePath,
      {
        [block.id]: { posted: { kind: 'invalid', values: forRedisplay(values, definition.fields), ...state } },
      },
      status,
    );

  // A captcha needs its script: without JavaScript the form cannot be completed (spec visitor-runtime §5).
  if (definition.captcha && context.site.websiteSettings.captchaSettings.siteKey)
    return refuse(400, { errors: {}, message: words.captchaIncomplete });
  const errors = validateFormValues(definition.fields, values, words);
  if (Object.keys(errors).length > 0) return refuse(400, { errors, message: words.formInvalid });

  const now = context.now();
  const visitor = request.ip;
  if ((await context.keys.countIssuedSince(visitor, now - FORM_RATE_LIMIT.WINDOW_MS)) >= FORM_RATE_LIMIT.MAX_KEYS)
    return refuse(429, { errors: {}, message: words.rateLimited });
  const { key } = await context.keys.issue(visitor, now, FORM_KEY_TTL_MS);
  await context.keys.consume(key, now);

  const valuesJson = JSON.stringify(values);
  // A post the service worker kept offline carries its own id, so its replays are stored once (docs/forms.md).
  const kept = first(body[POSTED_FORM_INPUTS.idempotencyId]);
  const id = IDEMPOTENCY_ID.test(kept)
    ? kept
    : `post-${createHash('sha256')
        .update(`${formId}\n${visitor}\n${Math.floor(now / REPEAT_WINDOW_MS)}\n${valuesJson}`)
        .digest('base64url')
        .slice(0, 40)}`;
  await context.submissions.storeOnce({
    id,
    form_id: formId,
    form_kind: definition.kind,
    values_json: valuesJson,
    page_json: JSON.stringify({
      isOverlayForm: definition.isOverlayForm,
      submitButtonText: definition.submitButtonText,
      pageTitle: page.title,
      pageId: page.id,
      contentSource: 'c',
      pagePath,
      pagePermissionTypeValue: page.memberOnly ? 1 : 0,
    }),
    census_json: JSON.stringify({
      clientTime: now,
      referrer: first(request.headers.referer).slice(0, 2000) || undefined,
      userAgent: first(request.headers['user-agent']).slice(0, 1000) || undefined,
      withoutScript: true,
      ...(id === kept ? { keptOffline: true } : {}),
    }),
    visitor,
    submitted_at: now,
    received_at: now,
  });
  const target =
    definition.success.redirectUrl ?? `${pagePath}?${FORM_SUBMITTED_PARAM}=${encodeURIComponent(block.id)}`;
  return reply.code(303).header('location', target).send();
}
