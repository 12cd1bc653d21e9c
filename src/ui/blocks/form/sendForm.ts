import type { PageContext } from '../../../shared/pageContext/PageContext';
import { translateFormMessage, type FormWords } from '../../../shared/words/formWords';
import type { FormDefinition } from '../../../shared/forms/FormDefinition';
import type { FormValues } from '../../../shared/forms/FieldValue';
import { buildSubmission } from '../../../shared/forms/buildSubmission';
import { createIdempotencyId } from '../../../shared/forms/createIdempotencyId';
import { getFormTransport } from '../../../shared/forms/formTransport';
import type { SubmitOutcome } from '../../../shared/forms/SubmitOutcome';
import { validateFormValues } from '../../../shared/forms/validateFormValues';
import type { FormPhase } from './FormResult';

interface SendFormInput {
  definition: FormDefinition;
  values: FormValues;
  pageContext: PageContext;
  /** undefined: no captcha on this form; null: a captcha not completed. */
  captcha: string | null | undefined;
  /** The site's words: the browser's refusals read as the server's would. */
  words: FormWords;
  onSubmitting: () => void;
}

type SendFormResult =
  | { kind: 'failed'; errors: Record<string, string>; message: string; resetCaptcha: boolean }
  | { kind: 'done'; phase: FormPhase };

// One press of the submit button: the shared rules first (spec visitor-runtime §5), the captcha, then the §7
// flow through the runtime's transport, and the §4 success behaviour or the §8 message.
export async function sendForm(input: SendFormInput): Promise<SendFormResult> {
  const { definition, values, pageContext, captcha, words } = input;
  const errors = validateFormValues(definition.fields, values, words);
  if (Object.keys(errors).length > 0)
    return { kind: 'failed', errors, message: words.formInvalid, resetCaptcha: false };
  if (captcha === null) return { kind: 'failed', errors: {}, message: words.captchaIncomplete, resetCaptcha: false };
  input.onSubmitting();
  const transport = getFormTransport();
  let outcome: SubmitOutcome;
  try {
    if (!transport) throw new Error('No form transport: the page runtime has not started');
    const submission = buildSubmission({
      definition,
      values,
      page: pageContext,
      captchaKey: captcha ?? null,
      idempotencyId: createIdempotencyId((array) => crypto.getRandomValues(array)),
      now: Date.now(),
      census: {},
    });
    outcome = await transport.submit(submission, { formTitle: definition.title });
  } catch (error) {
    console.error('Could not submit the form', error);
    outcome = { kind: 'rejected', status: null, message: words.submitFailed };
  }
  switch (outcome.kind) {
    case 'success':
      if (definition.success.redirectUrl) {
        window.location.assign(definition.success.redirectUrl);
        // The page is leaving: stay locked.
        return { kind: 'done', phase: { kind: 'submitting' } };
      }
      return { kind: 'done', phase: { kind: 'success' } };
    // The transport (in the page's main bundle) words a status in the spec's English: shown in the site's.
    case 'retry':
      return {
        kind: 'done',
        phase: {
          kind: 'saved',
          message: outcome.message === null ? null : translateFormMessage(outcome.message, words),
        },
      };
    case 'fieldErrors':
      return {
        kind: 'failed',
        errors: outcome.errors,
        message: translateFormMessage(outcome.message, words),
        resetCaptcha: true,
      };
    case 'rejected':
      return { kind: 'failed', errors: {}, message: translateFormMessage(outcome.message, words), resetCaptcha: true };
  }
}
