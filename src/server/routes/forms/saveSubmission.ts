import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { selectWords } from '../../../shared/words/selectWords';
import { SaveFormSubmissionBody } from '../../../shared/api/forms/SaveFormSubmissionBody';
import type { SaveFormSubmissionReply } from '../../../shared/api/forms/FormReplies';
import { findFormDefinition } from '../../../shared/forms/findFormDefinition';
import { validateFormValues } from '../../../shared/forms/validateFormValues';
import { parseRequest, sendInvalidRequest } from '../../http/parseRequest';
import { formatJsonPath } from '../../../shared/siteData/formatSiteDataIssues';
import { findNul, NUL_CHARACTER_MESSAGE } from '../../../shared/validation/findNul';
import { errorBody, type FormRouteContext } from './FormRouteContext';
import { readFormValues } from './readFormValues';

// POST /api/form/SaveFormSubmission (spec visitor-runtime §7 and §8). In order: a malformed body gets 400
// naming its fields; an unknown form 404; a missing, used or expired key 401; unparsable values 400
// data.error; a missing or refused captcha 400 data.error; invalid values 400 data.errors by field id. A valid
// submission is stored once per idempotency id; a repeat is answered 200 like the first, so a client that
// never saw the first answer stops retrying.
export async function saveSubmission(context: FormRouteContext, request: FastifyRequest, reply: FastifyReply) {
  const body = parseRequest(SaveFormSubmissionBody, request.body, reply);
  if (!body) return reply;
  // The refusals are the runtime's words, in the site's language as the form that shows them.
  const words = selectWords(FORM_WORDS, context.site.website.locale);
  const definition = findFormDefinition(context.site, body.formId);
  if (!definition) return reply.code(404).send(errorBody(words.notConfigured));
  const now = context.now();
  if (!(await context.keys.consume(body.key, now))) return reply.code(401).send(errorBody(words.unauthorized));
  const values = readFormValues(body.form, definition.fields);
  if (!values) return reply.code(400).send(errorBody(words.unparseableFields));
  // The values travel as JSON text, which the request-wide NUL check (refuseNul) does not open.
  const nulAt = findNul(values);
  if (nulAt) {
    sendInvalidRequest(reply, { [formatJsonPath(['form', ...nulAt])]: NUL_CHARACTER_MESSAGE });
    return reply;
  }
  // Spec §5: a form with a captcha needs its token, checked with the provider (createCaptchaVerifier), which
  // fails closed with the spec's message. A replay of a stored submission is not checked again: tokens are
  // single-use, and the first try already passed. The provider is asked last, once the values are valid.
  const needsCaptcha = definition.captcha && Boolean(context.site.websiteSettings.captchaSettings.siteKey);
  if (needsCaptcha && !body.captchaKey) return reply.code(400).send(errorBody(words.captchaIncomplete));
  const errors = validateFormValues(definition.fields, values, words);
  if (Object.keys(errors).length > 0) return reply.code(400).send({ data: { errors } });
  if (needsCaptcha && !(await context.submissions.exists(body.idempotencyId))) {
    const verdict = await context.verifyCaptcha(body.captchaKey ?? '', request.ip);
    if (!verdict.ok) {
      request.log.warn({ formId: body.formId, reason: verdict.reason }, 'captcha refused');
      return reply.code(400).send(errorBody(words.captchaIncomplete));
    }
  }
  const { key: _key, captchaKey: _captcha, form: _form, census, idempotencyId, formId, ...page } = body;
  const result = await context.submissions.storeOnce({
    id: idempotencyId,
    form_id: formId,
    form_kind: definition.kind,
    values_json: JSON.stringify(values),
    page_json: JSON.stringify(page),
    census_json: JSON.stringify(census),
    visitor: request.ip,
    submitted_at: census.clientTime,
    received_at: now,
  });
  const answer: SaveFormSubmissionReply = { data: { id: idempotencyId, duplicate: result === 'duplicate' } };
  return reply.send(answer);
}
