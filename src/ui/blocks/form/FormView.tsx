import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { useWords } from '../../runtime/useWords';
import { CAPTCHA_DEFAULT_SCRIPT_URL } from '../../../shared/forms/formPolicy';
import type { FormDefinition } from '../../../shared/forms/FormDefinition';
import { readHiddenFieldValue } from '../../../shared/forms/readHiddenFieldValue';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { POSTED_FORM_INPUTS, type PostedFormState } from '../../../shared/forms/PostedForm';
import { CaptchaWidget } from './captcha/CaptchaWidget';
import type { FieldProps } from './fields/FieldProps';
import { FormResult, type FormPhase } from './FormResult';
import { sendForm } from './sendForm';
import { useFormState } from './useFormState';

interface FormViewProps {
  blockId: string;
  definition: FormDefinition;
  header?: ReactNode;
  /** Renders one field: the form block passes every type, the newsletter only its own, so its chunk stays small. */
  FieldView: ComponentType<FieldProps>;
  /** The state of a post made without JavaScript, when this page answers it. */
  posted?: PostedFormState;
  /** Called once the server has accepted the submission (the popup overlay remembers a sign-up). */
  onSucceeded?: () => void;
}

// The form machinery shared by the form and newsletter blocks (spec visitor-runtime §4): idle, submitting
// (fields locked), then success, kept for later, or failure (errors shown, captcha reset).
export function FormView({ blockId, definition, header, FieldView, posted, onSucceeded }: FormViewProps) {
  const { pageContext, telemetry } = useBlockRuntime();
  const words = useWords(FORM_WORDS);
  const refused = posted?.kind === 'invalid' ? posted : undefined;
  const { values, setValues, setValue, errors, setErrors } = useFormState(definition.fields, refused);
  const [phase, setPhase] = useState<FormPhase>({ kind: posted?.kind === 'submitted' ? 'success' : 'idle' });
  const [message, setMessage] = useState<string | null>(refused?.message ?? null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResets, setCaptchaResets] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const { siteKey, scriptUrl } = pageContext.websiteSettings.captchaSettings;
  const captcha =
    definition.captcha && siteKey ? { siteKey, scriptUrl: scriptUrl ?? CAPTCHA_DEFAULT_SCRIPT_URL } : null;

  useEffect(() => {
    // Spec §5: hidden fields take a same-named query parameter.
    setValues((old) => {
      const next = { ...old };
      for (const field of definition.fields)
        if (field.type === 'hidden') next[field.id] = readHiddenFieldValue(field, window.location.search);
      return next;
    });
    telemetry.record('census.form-render', { formId: definition.formId });
  }, [definition.fields, definition.formId, setValues, telemetry]);

  const fail = (found: Record<string, string>, text: string, resetCaptcha: boolean) => {
    setErrors(found);
    setMessage(text);
    setPhase({ kind: 'idle' });
    if (resetCaptcha && captcha) setCaptchaResets((n) => n + 1);
    const first = Object.keys(found)[0];
    if (first)
      formRef.current
        ?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(first)}"] :is(input, select, textarea)`)
        ?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A ref, not state: a second Enter before React re-renders must not send twice.
    if (busy.current) return;
    busy.current = true;
    const result = await sendForm({
      definition,
      values,
      pageContext,
      captcha: captcha ? captchaToken : undefined,
      words,
      onSubmitting: () => {
        setErrors({});
        setMessage(null);
        setPhase({ kind: 'submitting' });
      },
    });
    busy.current = false;
    if (result.kind === 'failed') fail(result.errors, result.message, result.resetCaptcha);
    else {
      setPhase(result.phase);
      if (result.phase.kind === 'success') onSucceeded?.();
    }
  };

  if (phase.kind === 'success' || phase.kind === 'saved')
    return (
      <FormResult
        phase={phase}
        success={definition.success}
        served={posted?.kind === 'submitted'}
        savedForLater={words.savedForLater}
      />
    );
  const submitting = phase.kind === 'submitting';
  // Spec §4: after a failure the captcha is reset and submitting waits for it to be completed again.
  const waitingForCaptcha = captcha !== null && captchaResets > 0 && captchaToken === null;
  const problem = message !== null && definition.kind !== 'newsletter';
  return (
    <form
      ref={formRef}
      className={`site-form site-form-${definition.kind}`}
      data-form-id={definition.formId}
      // Without JavaScript (or before it hydrates) the browser posts the form itself; the server judges it by
      // the same rules and answers with the page (docs/forms.md). With it, onSubmit sends it as JSON.
      method="post"
      action={API_PATHS.POST_FORM}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={submitting || undefined}
    >
      {header}
      <input type="hidden" name={POSTED_FORM_INPUTS.formId} value={definition.formId} />
      <input type="hidden" name={POSTED_FORM_INPUTS.blockId} value={blockId} />
      <input type="hidden" name={POSTED_FORM_INPUTS.pagePath} value={pageContext.pagePath} />
      {problem ? <p className="form-problem form-problem-above">{words.problemAbove}</p> : null}
      <fieldset className="form-body" disabled={submitting}>
        {definition.fields.map((field) => (
          <FieldView
            key={field.id}
            field={field}
            inputId={`${blockId}-${field.id}`}
            value={values[field.id]}
            error={errors[field.id] ?? null}
            onChange={(value) => setValue(field.id, value)}
          />
        ))}
        {captcha ? <CaptchaWidget {...captcha} onToken={setCaptchaToken} resetCount={captchaResets} /> : null}
        {message !== null ? (
          <p className="form-message" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="form-submit" disabled={submitting || waitingForCaptcha}>
          {submitting ? words.submitting : definition.submitButtonText}
        </button>
      </fieldset>
      {problem ? <p className="form-problem form-problem-below">{words.problemBelow}</p> : null}
    </form>
  );
}
