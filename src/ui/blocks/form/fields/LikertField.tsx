import { LIKERT_SCALE } from '../../../../shared/constants/formFields';
import { FORM_WORDS, type FormWordKey } from '../../../../shared/words/formWords';
import { useWords } from '../../../runtime/useWords';
import { FieldShell } from './FieldShell';

// The scale's labels (the spec's English in LIKERT_SCALE) by step, in the site's language.
const STEP_WORDS: Record<(typeof LIKERT_SCALE)[number]['value'], FormWordKey> = {
  [-2]: 'likertStronglyDisagree',
  [-1]: 'likertDisagree',
  0: 'likertNeutral',
  1: 'likertAgree',
  2: 'likertStronglyAgree',
};
import { describedBy, type FieldProps } from './FieldProps';

// Spec visitor-runtime §3: each statement is rated from -2 to 2, labelled Strongly Disagree to Strongly
// Agree. Each statement is its own radio group named by the statement.
export function LikertField({ field, inputId, value, error, onChange }: FieldProps<'likert'>) {
  const ratings = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  const described = describedBy(inputId, field, error);
  const words = useWords(FORM_WORDS);
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      {field.options.map((statement, row) => (
        <div
          key={statement}
          className="form-likert-row"
          role="radiogroup"
          aria-labelledby={`${inputId}-${row}-statement`}
          aria-required={field.required || undefined}
        >
          <span className="form-likert-statement" id={`${inputId}-${row}-statement`}>
            {statement}
          </span>
          <div className="form-likert-scale">
            {LIKERT_SCALE.map((step) => {
              const id = `${inputId}-${row}-${step.value}`;
              return (
                <div key={step.value} className="form-likert-step">
                  <input
                    id={id}
                    type="radio"
                    name={`${field.id}[${row}]`}
                    value={String(step.value)}
                    checked={ratings[statement] === String(step.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    onChange={() => onChange({ ...ratings, [statement]: String(step.value) })}
                  />
                  <label htmlFor={id}>{words[STEP_WORDS[step.value]]}</label>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </FieldShell>
  );
}
